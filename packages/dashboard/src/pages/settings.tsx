import { useState } from 'preact/hooks';
import { admin, data, type Settings } from '../api';
import { Loading, useLoad } from '../ui';
import { OriginsForm } from './settings/origins-form';
import { PaymentProviderForm } from './settings/payment-provider-form';
import { ProfileForm } from './settings/profile-form';
import { ShippingZonesForm } from './settings/shipping-zones-form';
import { TaxRatesForm } from './settings/tax-rates-form';

export function StoreSettings() {
  const loaded = useLoad(() => data(admin.get('/settings')), 'settings');
  const [latest, setLatest] = useState<Settings>();
  return (
    <section>
      <h1>Settings</h1>
      <Loading loaded={loaded}>
        {() => {
          const settings = latest ?? (loaded.data as Settings);
          const part = { settings, saved: setLatest };
          return (
            <>
              <ProfileForm {...part} />
              <TaxRatesForm {...part} />
              <ShippingZonesForm {...part} />
              <OriginsForm {...part} />
              <PaymentProviderForm {...part} />
            </>
          );
        }}
      </Loading>
    </section>
  );
}
