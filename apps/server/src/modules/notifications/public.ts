// The notifications module's public face: other modules import it through this file only (the lint says so).
export { insertNotification, insertNotificationOnce, listPendingMails, setEmailStatus } from './notification.repository.ts';
