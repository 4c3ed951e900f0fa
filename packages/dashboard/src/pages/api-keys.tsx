import { useState } from 'preact/hooks';
import type { operations } from '@commerce-service/sdk';
import { admin, ApiError, data } from '../api';
import { ConfirmButton, ErrorNotice, Loading, useLoad, when } from '../ui';

type MaskedKey = operations['listKeys']['responses'][200]['content']['application/json']['data'][number];

const CONSEQUENCE: Record<MaskedKey['type'], string> = {
  publishable: 'The storefront stops working with the old key at once, until it uses the new one.',
  secret: 'Every integration using the old secret key is refused at once, until it uses the new one.',
};

/** Settings → API: masked keys; a rotation shows the new key once, kept only in this page's memory. */
export function ApiKeys() {
  const loaded = useLoad(() => data(admin.get('/keys')), 'keys');
  const [fresh, setFresh] = useState<{ type: string; key: string }>();
  const [error, setError] = useState<ApiError>();
  const rotate = (type: MaskedKey['type']) =>
    data(admin.post('/keys/rotate', { body: { type } })).then((k) => {
      setFresh(k);
      setError(undefined);
      loaded.reload();
    }, setError);
  return (
    <section>
      <h1>Settings → API</h1>
      <ErrorNotice error={error} />
      {fresh && (
        <div class="notice notice-ok" role="status">
          <p>The new {fresh.type} key — copy it now, it is not shown again:</p>
          <code class="secret">{fresh.key}</code>
        </div>
      )}
      <Loading loaded={loaded}>
        {() => (
          <table>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Value</th>
                <th scope="col">Created</th>
                <th scope="col">Rotate</th>
              </tr>
            </thead>
            <tbody>
              {loaded.data?.data.map((k) => (
                <tr key={k.type}>
                  <td>{k.type}</td>
                  <td>
                    <code>{k.maskedKey}</code>
                  </td>
                  <td>{when(k.createdAt)}</td>
                  <td>
                    <ConfirmButton
                      label={`Rotate the ${k.type} key`}
                      question={CONSEQUENCE[k.type]}
                      confirmLabel={`Yes, rotate the ${k.type} key`}
                      onConfirm={() => rotate(k.type)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loading>
    </section>
  );
}
