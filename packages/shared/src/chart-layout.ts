import { z } from 'zod';
import { timeframes } from './candles.ts';
import {
  CHART_DRAWINGS_MAX,
  CHART_INDICATORS_MAX,
  CHART_TYPES,
  DRAWING_KINDS,
  DRAWING_POINTS,
  DRAWING_TEXT_MAX,
  INDICATOR_IDS,
  PRICE_SCALES,
} from './chart-kinds.ts';

export type { ChartType, DrawingKind, PriceScaleMode } from './chart-kinds.ts';

/**
 * The trader's chart layout, kept on the server per user so it follows them to any device:
 * chart type, timeframe, price scale and indicators (GET/PUT /api/chart/layout), and the drawings
 * of each symbol (GET/PUT /api/chart/drawings/{symbol}).
 */

const colour = z.string({ error: 'Colour must be text.' }).regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour like #22c55e.');
const uid = z
  .string({ error: 'Id must be text.' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Id must be 1 to 40 letters, digits, dashes or underscores.');

export const indicatorSettingSchema = z.object({
  uid,
  id: z.enum(INDICATOR_IDS, { error: 'Unknown indicator.' }),
  params: z
    .record(z.string().max(24), z.number({ error: 'Parameters must be numbers.' }).finite().min(0).max(10_000))
    .refine((params) => Object.keys(params).length <= 8, 'At most 8 parameters.')
    .default({}),
  colours: z
    .record(z.string().max(24), colour)
    .refine((colours) => Object.keys(colours).length <= 8, 'At most 8 colours.')
    .default({}),
});
export type IndicatorSetting = z.infer<typeof indicatorSettingSchema>;

/** PUT /api/chart/layout, and the layout as GET answers it. */
export const chartLayoutSchema = z
  .object({
    chart_type: z.enum(CHART_TYPES, { error: `Chart type must be one of ${CHART_TYPES.join(', ')}.` }),
    interval: z
      .number({ error: 'Interval must be a number of seconds.' })
      .int('Interval must be a whole number of seconds.')
      .refine((seconds) => (timeframes as readonly number[]).includes(seconds), {
        message: `Interval must be one of ${timeframes.join(', ')} seconds.`,
      }),
    price_scale: z.enum(PRICE_SCALES, { error: `Price scale must be one of ${PRICE_SCALES.join(', ')}.` }),
    indicators: z.array(indicatorSettingSchema).max(CHART_INDICATORS_MAX, `At most ${CHART_INDICATORS_MAX} indicators on a chart.`),
    /** One-click trading: market orders from the chart with no confirmation. Off until the trader accepts its risk once. */
    one_click: z.boolean({ error: 'One-click trading must be true or false.' }).default(false),
    one_click_acknowledged: z.boolean({ error: 'The risk acknowledgement must be true or false.' }).default(false),
  })
  .refine((layout) => !layout.one_click || layout.one_click_acknowledged, {
    path: ['one_click'],
    message: 'Accept the one-click trading risk notice before turning it on.',
  });
export type ChartLayout = z.infer<typeof chartLayoutSchema>;
export type ChartLayoutInput = z.input<typeof chartLayoutSchema>;

/** GET /api/chart/layout: null until the trader first changes the chart. */
export const chartLayoutAnswerSchema = z.object({ layout: chartLayoutSchema.nullable(), updated_at: z.string().nullable() });

export const drawingPointSchema = z.object({
  time: z.number({ error: 'Point time must be a number.' }).int('Point time must be whole seconds.').min(0).max(4_102_444_800),
  price: z.number({ error: 'Point price must be a number.' }).finite('Point price must be a number.'),
});
export type DrawingPoint = z.infer<typeof drawingPointSchema>;

export const drawingSchema = z
  .object({
    id: uid,
    kind: z.enum(DRAWING_KINDS, { error: `Drawing kind must be one of ${DRAWING_KINDS.join(', ')}.` }),
    points: z.array(drawingPointSchema).min(1).max(3),
    color: colour,
    width: z.number().int('Width must be 1 to 4.').min(1, 'Width must be 1 to 4.').max(4, 'Width must be 1 to 4.'),
    style: z.enum(['solid', 'dashed', 'dotted'], { error: 'Style must be solid, dashed or dotted.' }),
    text: z
      .string({ error: 'Text must be text.' })
      .max(DRAWING_TEXT_MAX, `Text must be at most ${DRAWING_TEXT_MAX} characters.`)
      .default(''),
  })
  .superRefine((drawing, context) => {
    const wanted = DRAWING_POINTS[drawing.kind];
    if (drawing.points.length !== wanted)
      context.addIssue({ code: 'custom', path: ['points'], message: `A ${drawing.kind.replaceAll('_', ' ')} has ${wanted} point(s).` });
    if (drawing.kind === 'text' && drawing.text.trim() === '')
      context.addIssue({ code: 'custom', path: ['text'], message: 'A text note needs some text.' });
  });
export type Drawing = z.infer<typeof drawingSchema>;

/** PUT /api/chart/drawings/{symbol}, and what GET answers. */
export const chartDrawingsSchema = z.object({
  drawings: z
    .array(drawingSchema)
    .max(CHART_DRAWINGS_MAX, `At most ${CHART_DRAWINGS_MAX} drawings on one symbol.`)
    .refine((list) => new Set(list.map((d) => d.id)).size === list.length, 'Each drawing needs its own id.'),
});
export type ChartDrawings = z.infer<typeof chartDrawingsSchema>;

/** GET and PUT /api/chart/drawings/{symbol}: the symbol's drawings, named by its canonical symbol. */
export const chartDrawingsAnswerSchema = chartDrawingsSchema.extend({ symbol: z.string() });
