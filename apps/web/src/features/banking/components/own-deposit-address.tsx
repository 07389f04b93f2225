import { coinOnNetworkLabel } from '@platform/shared/crypto-networks';
import type { Chain } from '@platform/shared/settings';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useDepositAddress } from '../api/get-deposit-address.ts';

/** The live account's own address on a watched network, with its QR code: a transfer is credited on confirmation, no receipt. */
export function OwnDepositAddress({ chain, coin, accountId }: { chain: Chain; coin: string; accountId: number | undefined }) {
  const { t } = useTranslation();
  const address = useDepositAddress(chain, accountId);
  if (address.isError) return <div className="ui-field__hint">{t('banking.deposit.addressesFailed')}</div>;
  if (!address.data) return null;
  return (
    <div className="ui-field own-deposit-address">
      <label className="ui-field__label" htmlFor="own-deposit-address">
        {t('banking.deposit.ownAddress')}
      </label>
      <div className="own-deposit-address__body">
        <img className="own-deposit-address__qr" src={address.data.qr_code} alt={t('banking.deposit.qrAlt')} width={160} height={160} />
        <div className="own-deposit-address__text">
          <div className="banking-address">
            <input id="own-deposit-address" className="ui-input banking-address-input" readOnly value={address.data.address} />
            <CopyButton text={address.data.address} ariaLabel={t('banking.deposit.copyAddress')} />
          </div>
          <p className="ui-field__hint">
            {t('banking.deposit.ownHint', {
              what: coinOnNetworkLabel(coin, chain),
              confirmations: String(address.data.confirmations_required),
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
