import { z } from 'zod';

const busStateSchema = z.object({
  connected: z.boolean(),
  subscribed: z.boolean(),
  missing_channels: z.array(z.string()),
  reconnects: z.number(),
  failed_publishes: z.number(),
});

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
  uptime_s: z.number(),
  cluster: z.string(),
  /** What this instance leads: the trading engine, the market feed. */
  roles: z.object({ engine_leader: z.boolean(), feed_leader: z.boolean() }),
  /** Per asset class: ms since this instance last took in a price (null: never) and whether a market is open. */
  ticks: z.record(z.string(), z.object({ age_ms: z.number().nullable(), market_open: z.boolean() })),
  bus_state: busStateSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/live`: the process answers HTTP (no database, no bus); for liveness probes. */
export const liveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
export const readinessPartSchema = z.enum(['database', 'bus', 'ticks', 'engine']);
export type ReadinessPart = z.infer<typeof readinessPartSchema>;

/** 200 when every part is ready, 503 naming the parts that are not. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  failing: z.array(readinessPartSchema),
  checks: z.record(readinessPartSchema, z.object({ ok: z.boolean(), detail: z.string() })),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
