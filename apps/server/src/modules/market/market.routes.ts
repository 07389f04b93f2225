import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { priceCandles, priceQuote, type PriceList, type TraderPrices } from './group-quotes.ts';
import type { MarketSymbol } from './market-symbol.ts';
import { activeAccountRef, namedAccountId } from '../accounts/public.ts';

const unknownSymbol = (symbol: string) => AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
const symbolParams = z.object({ symbol: z.string() });

export async function marketRoutes(
  fastify: FastifyInstance,
  { ctx, market, traderPrices }: { ctx: AppContext; market: MarketService; traderPrices: TraderPrices },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const favouritesOf = async (userId: number) => (await listFavourites(ctx.db, userId)).map((symbol) => ({ symbol }));
  const quoteOf = (spec: MarketSymbol, list: PriceList | null) => {
    const quote = market.quotes.latest(spec.symbol);
    return quote && priceQuote(quote, list?.markupOf(spec.symbol), spec.digits);
  };
  /**
   * The trading account whose group's prices a signed-in caller reads (the one the call names, else
   * the default one); null for a visitor or a login without accounts (staff). Another's account: 404.
   */
  const pricedAccountOf = async (request: FastifyRequest): Promise<number | null> => {
    if (!request.authUser) return null;
    try {
      return (await activeAccountRef(ctx, request)).accountId;
    } catch (error) {
      if (error instanceof AppError && error.status === 404 && namedAccountId(request) === null) return null;
      throw error;
    }
  };
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
      // A signed-in trader reads the account's group's prices, as on the socket.
      const accountId = await pricedAccountOf(request);
      const list = await traderPrices.listOf(accountId);
      // …and the leverage their group allows (the ticket's margin and its 1:N read it).
      const leverages = await traderPrices.leveragesOf(accountId);
      const symbols = market
        .listSymbols()
        .filter((spec) => spec.enabled)
        .map((spec) =>
          toSymbolSpec(leverages ? { ...spec, leverage: leverages.get(spec.symbol) ?? spec.leverage } : spec, {
            quote: quoteOf(spec, list),
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

  app.get(
    '/ohlc',
    {
      preValidation: authenticateOptional(ctx),
      schema: { querystring: ohlcQuerySchema, response: { 200: ohlcResponseSchema, ...failures } },
    },
    async (request) => {
      const spec = knownSymbol(request.query.symbol);
      const bars = await market.candles(spec.symbol, request.query.interval, request.query.periods);
      const list = await traderPrices.listOf(await pricedAccountOf(request));
      return { data: priceCandles(bars, list?.markupOf(spec.symbol), market.quotes.latest(spec.symbol), spec.digits) };
    },
  );
}
