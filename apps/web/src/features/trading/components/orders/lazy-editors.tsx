// The order editors mount only when the trader opens one (close, stops, pending price): their code and
// their hooks load then, not with the dashboard's first view (issue 16).
import { lazyPart } from '../../../../components/ui/lazy-part.tsx';

export const CloseTradeDialog = lazyPart(() => import('./close-trade-dialog.tsx').then((module) => module.CloseTradeDialog));
export const StopsEditorDialog = lazyPart(() => import('./stops-editor-dialog.tsx').then((module) => module.StopsEditorDialog));
export const PendingOrderEditor = lazyPart(() => import('./pending-order-editor.tsx').then((module) => module.PendingOrderEditor));
