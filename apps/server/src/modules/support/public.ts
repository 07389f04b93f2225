// The support module's public face: other modules import it through this file only (the lint says so).
export { listAdminTickets } from './ticket-inbox.repository.ts';
export { toAdminTicketItem } from './ticket-inbox.view.ts';
