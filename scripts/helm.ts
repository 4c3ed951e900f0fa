import { findOrBuildGoTool } from './go-tools';

/** Pinned: lints and renders the chart in deploy/helm (the test command and the chart's render test). */
export const HELM_MODULE = 'helm.sh/helm/v3/cmd/helm@v3.22.0';

export function findOrBuildHelm(log: (line: string) => void): Promise<string> {
  return findOrBuildGoTool(
    {
      name: 'helm',
      module: HELM_MODULE,
      envVar: 'HELM',
      otherwise: 'Install Helm 3 and put it on PATH, or set HELM to its path.',
    },
    log,
  );
}
