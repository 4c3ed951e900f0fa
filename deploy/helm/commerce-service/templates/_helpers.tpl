{{/* The objects' name prefix: fullnameOverride, or the release's name. */}}
{{- define "commerce.fullname" -}}
{{- default .Release.Name .Values.fullnameOverride | trunc 50 | trimSuffix "-" -}}
{{- end -}}

{{- define "commerce.labels" -}}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
app.kubernetes.io/part-of: commerce-service
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}

{{/* A component's selector labels: include with (list . "api"). */}}
{{- define "commerce.selector" -}}
{{- $root := index . 0 -}}
app.kubernetes.io/name: {{ include "commerce.fullname" $root }}-{{ index . 1 }}
app.kubernetes.io/instance: {{ $root.Release.Name }}
{{- end -}}

{{- define "commerce.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{- define "commerce.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "commerce.fullname" .)) -}}
{{- end -}}

{{/* Every non-secret setting, as the ConfigMap holds it and the migration hook receives it. */}}
{{- define "commerce.config" -}}
HOST: "0.0.0.0"
PORT: "3000"
TRUST_PROXY: "true"
PUBLIC_BASE_URL: {{ .Values.publicBaseUrl | quote }}
TEMPORAL_ADDRESS: {{ .Values.temporal.address | quote }}
TEMPORAL_NAMESPACE: {{ .Values.temporal.namespace | quote }}
TEMPORAL_TASK_QUEUE: {{ .Values.temporal.taskQueue | quote }}
TEMPORAL_UI_URL: {{ .Values.temporal.uiUrl | quote }}
FILE_STORAGE: s3
S3_BUCKET: {{ required "s3.bucket: the bucket of export files and import uploads" .Values.s3.bucket | quote }}
S3_REGION: {{ .Values.s3.region | quote }}
{{- with .Values.s3.endpoint }}
S3_ENDPOINT: {{ . | quote }}
{{- end }}
{{- range $name, $value := .Values.config }}
{{ $name }}: {{ $value | toString | quote }}
{{- end }}
{{- end -}}

{{/* The secret settings of values (only when no existing Secret is named). */}}
{{- define "commerce.secretData" -}}
{{- $values := .Values.secrets.values -}}
{{- range $name := list "DATABASE_URL" "CURSOR_SECRET" "SECRETS_KEY" }}
{{ $name }}: {{ required (printf "secrets.values.%s, or secrets.existingSecret" $name) (get $values $name) | quote }}
{{- end }}
{{- range $name, $value := $values }}
{{- if not (has $name (list "DATABASE_URL" "CURSOR_SECRET" "SECRETS_KEY")) }}
{{ $name }}: {{ $value | toString | quote }}
{{- end }}
{{- end }}
{{- end -}}

{{/* The Deployments' service account (the migration hook runs before it exists, as `default`). */}}
{{- define "commerce.serviceAccountName" -}}
{{ if .Values.serviceAccount.create }}{{ include "commerce.fullname" . }}{{ else }}default{{ end }}
{{- end -}}

{{/* The pod settings every workload shares: pull secrets, security context, a writable /tmp, no API token. */}}
{{- define "commerce.podSpec" -}}
automountServiceAccountToken: false
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
volumes:
  # The root file system is read-only: /tmp (MAIL_DIR and Node's own temporary files) is an emptyDir.
  - name: tmp
    emptyDir: {}
{{- end -}}

{{/* What every container shares: the image, the security context, /tmp, and MAIL_DIR in it. */}}
{{- define "commerce.container" -}}
image: {{ include "commerce.image" . }}
imagePullPolicy: {{ .Values.image.pullPolicy }}
securityContext:
  {{- toYaml .Values.securityContext | nindent 2 }}
volumeMounts:
  - name: tmp
    mountPath: /tmp
{{- end -}}

{{- define "commerce.envFrom" -}}
envFrom:
  - configMapRef:
      name: {{ include "commerce.fullname" . }}-config
  - secretRef:
      name: {{ include "commerce.secretName" . }}
{{- end -}}
