import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { replyToTicket, setTicketStatus } from '../../src/modules/support/ticket-reply.service.ts';
import { signUpStaff } from './fixtures.ts';

describe(`support tickets [${dialectName}]`, () => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    staffId = (await signUpStaff(t, 'support')).id;
  });
  afterAll(() => t.close());

  const ticket = {
    name: 'Ada',
    email: 'ada@example.com',
    phone_code: '+91',
    phone: '9876543210',
    subject: 'Deposit',
    message: 'Where is my deposit?',
    source: 'web',
  };
  const open = (auth: Record<string, string>, payload: Record<string, unknown> = ticket) =>
    t.app.inject({ method: 'POST', url: '/api/support/tickets', headers: auth, payload });
  const mine = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/support/tickets', headers: auth });

  it('a ticket, when valid, then stored as open with the spec message', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await open(auth, { ...ticket, subject: undefined });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', message: 'Your request has been submitted. We’ll get back to you soon.' });
    expect((await mine(auth)).json()).toMatchObject([{ status: 'open', subject: null, message: 'Where is my deposit?', replies: [] }]);
  });

  it.each([
    ['name', 'Please enter your name.'],
    ['email', 'Please enter your email.'],
    ['phone', 'Please enter your contact number.'],
    ['message', 'Please add a message.'],
  ])('a ticket, when %s is empty, then 422 with the spec message', async (field, message) => {
    const { auth } = await signUpTrader(t.app);
    const response = await open(auth, { ...ticket, [field]: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect((await mine(auth)).json()).toEqual([]);
  });

  it('a staff reply, when sent, then the trader sees it and the ticket is answered; others see nothing', async () => {
    const owner = await signUpTrader(t.app);
    const other = await signUpTrader(t.app);
    const id = (await open(owner.auth)).json().ticket.id;
    await replyToTicket(t.ctx, id, staffId, 'Credited this morning.');
    const [seen] = (await mine(owner.auth)).json();
    expect(seen).toMatchObject({ id, status: 'answered', replies: [{ message: 'Credited this morning.', author: 'staff' }] });
    expect((await mine(other.auth)).json()).toEqual([]);
  });

  it('ticket status, when closed, then replies are refused until reopened', async () => {
    const { auth } = await signUpTrader(t.app);
    const id = (await open(auth)).json().ticket.id;
    await setTicketStatus(t.ctx, id, staffId, 'closed');
    await expect(setTicketStatus(t.ctx, id, staffId, 'closed')).rejects.toMatchObject({ code: 'ALREADY_REVIEWED' });
    await expect(replyToTicket(t.ctx, id, staffId, 'hi')).rejects.toMatchObject({ status: 409 });
    await setTicketStatus(t.ctx, id, staffId, 'open');
    await replyToTicket(t.ctx, id, staffId, 'Reopened and answered.');
    expect((await mine(auth)).json()[0].replies).toHaveLength(1);
    await expect(replyToTicket(t.ctx, id, staffId, '  ')).rejects.toMatchObject({ status: 422 });
    await expect(replyToTicket(t.ctx, 999_999, staffId, 'x')).rejects.toMatchObject({ status: 404 });
  });

  it('contacts, when asked, then the configured number, hours and email', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/support/contacts', headers: auth });
    expect(response.json()).toMatchObject({ hours: 'Mon–Sat 9:00–18:00 IST' });
    await t.ctx.settings.update({ support_email: 'help@broker.example' }, staffId);
    const after = await t.app.inject({ method: 'GET', url: '/api/support/contacts', headers: auth });
    expect(after.json().email).toBe('help@broker.example');
  });

  it('tickets, when one trader sends too many in a window, then 429 and others are unaffected', async () => {
    const flooder = await signUpTrader(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await open(flooder.auth)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await signUpTrader(t.app);
    expect((await open(other.auth)).statusCode).toBe(200);
  });

  it('support calls, when no token is given, then 401', async () => {
    expect((await open({})).statusCode).toBe(401);
    expect((await mine({})).statusCode).toBe(401);
  });
});
