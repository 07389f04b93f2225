import type { ISessionDescription } from 'jspurefix';

/** The LP connection as configured (config.ts reads it from FIX_* variables). */
export interface FixSettings {
  host: string;
  port: number;
  senderCompId: string;
  targetCompId: string;
  username: string | undefined;
  password: string | undefined;
  heartbeatSeconds: number;
  reconnectMs: number;
  reconnectMaxMs: number;
  symbolMap: Record<string, string>;
  /** Sequence numbers, the sent messages for resends, and the readable session log live here. */
  storeDir: string;
}

/**
 * jspurefix's session description: QuickFIX's FIX 4.4 dictionary (the one the LP's engine speaks),
 * a file store so sequence numbers outlive restarts, sequences kept across logons, and resends
 * answered by gap fills only (an order is never sent twice; reconciliation asks for its state).
 * One attempt per call: reconnecting with back-off is `LpLink`'s.
 */
export function sessionDescription(settings: FixSettings): ISessionDescription {
  const description = {
    application: {
      type: 'initiator',
      name: `${settings.senderCompId}-${settings.targetCompId}`,
      reconnectSeconds: 1,
      connectTimeoutSeconds: 1,
      tcp: { host: settings.host, port: settings.port },
      protocol: 'ascii',
      dictionary: 'qf44',
    },
    BeginString: 'FIX.4.4',
    SenderCompId: settings.senderCompId,
    TargetCompID: settings.targetCompId,
    HeartBtInt: settings.heartbeatSeconds,
    ResetSeqNumFlag: false,
    EncryptMethod: 0,
    ...(settings.username ? { Username: settings.username } : {}),
    ...(settings.password ? { Password: settings.password } : {}),
    store: { type: 'file', directory: settings.storeDir, resendGapFillOnly: true },
  };
  // jspurefix types every optional tag (sub ids, credentials) as required; unset ones stay off the wire.
  return description as unknown as ISessionDescription;
}
