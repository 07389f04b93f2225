/**
 * The demo/live indicator: a two-state pill. On demo, choosing Live asks to switch (irreversible);
 * on live, Demo is disabled because switching back is not offered (spec §4).
 */
export function AccountModeSwitch({ isLive, onRequestLive }: { isLive: boolean; onRequestLive: () => void }) {
  return (
    <div className="mode-switch" role="group" aria-label={`Account type: ${isLive ? 'Live' : 'Demo'}`}>
      <button type="button" className="mode-switch__option mode-switch__option--demo" aria-pressed={!isLive} disabled={isLive}>
        Demo
      </button>
      <button
        type="button"
        className="mode-switch__option mode-switch__option--live"
        aria-pressed={isLive}
        onClick={isLive ? undefined : onRequestLive}
        title={isLive ? 'Live account' : 'Switch to Live Account'}
      >
        Live
      </button>
    </div>
  );
}
