/**
 * A mutation's answer handlers given to its hook. mutate()'s own callbacks are dropped when the caller
 * unmounts first, which a menu item always does: choosing it closes the menu.
 */
export interface MutationHandlers<TData, TVariables = unknown> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error) => void;
}
