import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data } from '../api';
import {
  ApiForm,
  CheckGroup,
  ConfirmButton,
  ErrorNotice,
  Field,
  FormProblems,
  Loading,
  TextField,
  useLoad,
  useSubmit,
} from '../ui';

type Member = components['schemas']['StaffMember'];
type StaffPermission = components['schemas']['StaffPermission'];

const PERMISSIONS: StaffPermission[] = ['catalogue', 'orders', 'customers', 'marketing', 'settings', 'webhooks'];

function PermissionChecks({
  prefix,
  value,
  onChange,
}: {
  prefix: string;
  value: StaffPermission[];
  onChange: (v: StaffPermission[]) => void;
}) {
  return (
    <CheckGroup
      legend="Permissions (for the staff role)"
      prefix={prefix}
      options={PERMISSIONS}
      value={value}
      onChange={onChange}
    />
  );
}

function Invite({ invited }: { invited: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Member['role']>('staff');
  const [permissions, setPermissions] = useState<StaffPermission[]>(['orders']);
  const [error, setError] = useState<ApiError>();
  const [sent, setSent] = useState('');
  const problems = error?.fieldProblems() ?? {};
  const submit = (event: Event) => {
    event.preventDefault();
    data(
      admin.post('/staff', {
        body: { email, role, ...(name ? { name } : {}), ...(role === 'staff' ? { permissions } : {}) },
      }),
    ).then((m) => {
      setSent(`${m.email} is invited: a sign-in link is on its way to them.`);
      setError(undefined);
      setEmail('');
      setName('');
      invited();
    }, setError);
  };
  return (
    <form onSubmit={submit} aria-label="Invite a staff member">
      <h2>Invite</h2>
      <TextField
        label="E-mail address"
        name="email"
        problems={problems}
        type="email"
        required
        value={email}
        onValue={setEmail}
      />
      <TextField label="Name" name="name" problems={problems} value={name} onValue={setName} />
      <Field label="Role" name="role" problems={problems}>
        {(id) => (
          <select id={id} value={role} onChange={(e) => setRole(e.currentTarget.value as Member['role'])}>
            <option value="staff">staff</option>
            <option value="admin">admin</option>
            <option value="owner">owner</option>
          </select>
        )}
      </Field>
      {role === 'staff' && <PermissionChecks prefix="invite" value={permissions} onChange={setPermissions} />}
      <FormProblems error={error} shown={['email', 'name', 'role']} />
      <button type="submit">Send invitation</button>
      {sent && <p role="status">{sent}</p>}
    </form>
  );
}

/** Each member's form names its fields after the member, so ids stay unique on the page. */
const prefixed = (prefix: string, problems: Record<string, string>) =>
  Object.fromEntries(Object.entries(problems).map(([field, message]) => [`${prefix}.${field}`, message]));

function MemberRow({
  member,
  changed,
  setError,
}: {
  member: Member;
  changed: () => void;
  setError: (e: ApiError) => void;
}) {
  const [name, setName] = useState(member.name);
  const [role, setRole] = useState(member.role);
  const [permissions, setPermissions] = useState(member.permissions);
  const submit = useSubmit();
  const save = () =>
    submit.run(
      () =>
        data(
          admin.patch('/staff/{id}', {
            path: { id: member.id },
            body: { name, role, ...(role === 'staff' ? { permissions } : {}) },
          }),
        ),
      (m) => {
        changed();
        return `${m.email} saved.`;
      },
    );
  const remove = () => data(admin.delete('/staff/{id}', { path: { id: member.id } })).then(changed, setError);
  return (
    <li class="member">
      <p>
        <strong>{member.name || member.email}</strong> {member.name && `(${member.email})`} — {member.role}
        {member.role === 'staff' ? `: ${member.permissions.join(', ') || 'no permissions'}` : ''}
      </p>
      <ApiForm
        label={`Change ${member.email}`}
        submitLabel={`Save ${member.email}`}
        submit={submit}
        onSubmit={save}
        shown={['name', 'role', 'permissions']}
      >
        <TextField
          label={`Name of ${member.email}`}
          name={`${member.id}.name`}
          problems={prefixed(member.id, submit.problems)}
          value={name}
          onValue={setName}
        />
        <Field
          label={`Role of ${member.email}`}
          name={`${member.id}.role`}
          problems={prefixed(member.id, submit.problems)}
        >
          {(id, d) => (
            <select
              id={id}
              value={role}
              aria-describedby={d}
              onChange={(e) => setRole(e.currentTarget.value as Member['role'])}
            >
              <option value="staff">staff</option>
              <option value="admin">admin</option>
              <option value="owner">owner</option>
            </select>
          )}
        </Field>
        {role === 'staff' && <PermissionChecks prefix={member.id} value={permissions} onChange={setPermissions} />}
      </ApiForm>
      <ConfirmButton
        label={`Remove ${member.email}`}
        question="Their sessions end at once."
        confirmLabel={`Yes, remove ${member.email}`}
        onConfirm={remove}
      />
    </li>
  );
}

export function Staff() {
  const loaded = useLoad(() => data(admin.get('/staff')), 'staff');
  const [error, setError] = useState<ApiError>();
  return (
    <section>
      <h1>Staff</h1>
      <ErrorNotice error={error} />
      <Loading loaded={loaded}>
        {() => (
          <ul class="members">
            {loaded.data?.data.map((m) => (
              <MemberRow
                key={m.id}
                member={m}
                changed={() => {
                  setError(undefined);
                  loaded.reload();
                }}
                setError={setError}
              />
            ))}
          </ul>
        )}
      </Loading>
      <Invite invited={loaded.reload} />
    </section>
  );
}
