import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ohlcQuerySchema, ohlcResponseSchema } from '@platform/shared/candles';
import { favouriteRequestSchema, favouritesAnswerSchema, symbolsResponseSchema } from '@platform/shared/symbols';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { authenticate, authenticateOptional, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import type { MarketService } from './market.service.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourite.repository.ts';
import { toSymbolSpec } from './symbol.view.ts';

const unknownSymbol = (symbol: string) => AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
const symbolParams = z.object({ symbol: z.string() });

export async function marketRoutes(fastify: FastifyInstance, { ctx, market }: { ctx: AppContext; market: MarketService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const favouritesOf = async (userId: number) => (await listFavourites(ctx.db, userId)).map((symbol) => ({ symbol }));
  const knownSymbol = (raw: string) => {
    const spec = market.getSymbol(raw.trim().toUpperCase());
    if (!spec || !spec.enabled) throw unknownSymbol(raw.trim());
    return spec;
  };

  app.get(
    '/symbols',
    { preValidation: authenticateOptional(ctx), schema: { response: { 200: symbolsResponseSchema, ...failures } } },
    async (request) => {
      const now = ctx.clock.now();
      const symbols = market
        .listSymbols()
        .filter((spec) => spec.enabled)
        .map((spec) =>
          toSymbolSpec(spec, {
            quote: market.quotes.latest(spec.symbol),
            daily: market.dailyFigures(spec.symbol),
            marketOpen: market.isMarketOpen(spec.symbol, now),
          }),
        );
      const favourites = request.authUser ? await favouritesOf(request.authUser.id) : [];
      return { symbols, favourites };
    },
  );

  app.post(
    '/favorites',
    { preValidation: authenticate(ctx), schema: { body: favouriteRequestSchema, response: { 200: favouritesAnswerSchema, ...failures } } },
    async (request) => {
      const spec = knownSymbol(request.body.symbol);
      const userId = currentUser(request).id;
      await addFavourite(ctx.db, userId, spec.symbol, ctx.clock.now());
      return { status: 'success' as const, favourites: await favouritesOf(userId) };
    },
  );

  app.delete(
    '/favorites/:symbol',
    { preValidation: authenticate(ctx), schema: { params: symbolParams, response: { 200: favouritesAnswerSchema, ...failures } } },
    async (request) => {
      const spec = knownSymbol(request.params.symbol);
      const userId = currentUser(request).id;
      await removeFavourite(ctx.db, userId, spec.symbol);
      return { status: 'success' as const, favourites: await favouritesOf(userId) };
    },
  );

  app.get('/ohlc', { schema: { querystring: ohlcQuerySchema, response: { 200: ohlcResponseSchema, ...failures } } }, async (request) => {
    const spec = knownSymbol(request.query.symbol);
    return { data: await market.candles(spec.symbol, request.query.interval, request.query.periods) };
  });
}
