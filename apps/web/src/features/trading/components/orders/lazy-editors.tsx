// The order editors mount only when the trader opens one (close, stops, pending price): their code and
// their hooks and their texts (the orderEditors catalogue part) load then, not with the dashboard's first view (issue 16).
import { lazyPart } from '../../../../components/ui/lazy-part.tsx';
import { withCatalogue } from '../../../../lib/i18n/load-catalogue.ts';

export const CloseTradeDialog = lazyPart(
  withCatalogue(['orderEditors'], () => import('./close-trade-dialog.tsx').then((module) => module.CloseTradeDialog)),
);
export const StopsEditorDialog = lazyPart(
  withCatalogue(['orderEditors'], () => import('./stops-editor-dialog.tsx').then((module) => module.StopsEditorDialog)),
);
export const PendingOrderEditor = lazyPart(
  withCatalogue(['orderEditors'], () => import('./pending-order-editor.tsx').then((module) => module.PendingOrderEditor)),
);
