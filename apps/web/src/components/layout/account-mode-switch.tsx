import { useTranslation } from '../../lib/i18n/i18n.ts';

/**
 * The demo/live indicator: a two-state pill. On demo, choosing Live asks to switch (irreversible);
 * on live, Demo is disabled because switching back is not offered (spec §4).
 */
export function AccountModeSwitch({ isLive, onRequestLive }: { isLive: boolean; onRequestLive: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mode-switch" role="group" aria-label={t('account.typeLabel', { type: t(isLive ? 'account.live' : 'account.demo') })}>
      <button type="button" className="mode-switch__option mode-switch__option--demo" aria-pressed={!isLive} disabled={isLive}>
        {t('account.demo')}
      </button>
      <button
        type="button"
        className="mode-switch__option mode-switch__option--live"
        aria-pressed={isLive}
        onClick={isLive ? undefined : onRequestLive}
        title={isLive ? t('account.liveAccount') : t('nav.switchToLive')}
      >
        {t('account.live')}
      </button>
    </div>
  );
}
