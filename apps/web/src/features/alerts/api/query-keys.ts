export const alertKeys = {
  alerts: ['alerts'] as const,
  notifications: ['notifications'] as const,
};
