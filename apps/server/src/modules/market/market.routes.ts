import type { FastifyInstance } from 'fastify';
import { ohlcQuerySchema } from '@platform/shared/candles';
import { favouriteRequestSchema } from '@platform/shared/symbols';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { validate } from '../../errors/validate.ts';
import { authenticate, authenticateOptional, currentUser } from '../../plugins/authenticate.ts';
import type { Services } from '../../services.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourite.repository.ts';
import { toSymbolSpec } from './symbol.view.ts';

const unknownSymbol = (symbol: string) => AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');

export async function marketRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const { market } = services;
  const favouritesOf = async (userId: number) => (await listFavourites(ctx.db, userId)).map((symbol) => ({ symbol }));
  const knownSymbol = (raw: string) => {
    const spec = market.getSymbol(raw.trim().toUpperCase());
    if (!spec || !spec.enabled) throw unknownSymbol(raw.trim());
    return spec;
  };

  app.get('/symbols', { preHandler: authenticateOptional(ctx) }, async (request) => {
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
  });

  app.post('/favorites', { preHandler: authenticate(ctx) }, async (request) => {
    const { symbol } = validate(favouriteRequestSchema, request.body);
    const spec = knownSymbol(symbol);
    const userId = currentUser(request).id;
    await addFavourite(ctx.db, userId, spec.symbol, ctx.clock.now());
    return { status: 'success', favourites: await favouritesOf(userId) };
  });

  app.delete<{ Params: { symbol: string } }>('/favorites/:symbol', { preHandler: authenticate(ctx) }, async (request) => {
    const spec = knownSymbol(request.params.symbol);
    const userId = currentUser(request).id;
    await removeFavourite(ctx.db, userId, spec.symbol);
    return { status: 'success', favourites: await favouritesOf(userId) };
  });

  app.get('/ohlc', async (request) => {
    const query = validate(ohlcQuerySchema, request.query);
    const spec = knownSymbol(query.symbol);
    return { data: await market.candles(spec.symbol, query.interval, query.periods) };
  });
}
