import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { replyToTicket, setTicketStatus } from '../../src/modules/support/ticket-reply.service.ts';
import { signInStaff } from '../admin/staff-helpers.ts';

describe(`support tickets [${dialectName}]`, () => {
  let t: TestApp;
  let staffId: number;
  let staffHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    const staff = await signInStaff(t, 'support');
    staffId = staff.id;
    staffHeaders = staff.auth;
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

  const follow = (auth: Record<string, string>, id: number | string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/support/tickets/${id}/replies`, headers: auth, payload });

  it('a trader reply, when sent on an answered ticket, then it follows the staff reply, the ticket is open again and staff see it', async () => {
    const { auth } = await signUpTrader(t.app);
    const id = (await open(auth)).json().ticket.id;
    await replyToTicket(t.ctx, id, staffId, 'Which network did you use?');
    const response = await follow(auth, id, { message: '  TRC-20, about an hour ago.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'open',
      replies: [
        { author: 'staff', message: 'Which network did you use?' },
        { author: 'trader', message: 'TRC-20, about an hour ago.' },
      ],
    });
    expect((await mine(auth)).json()[0].replies.map((r: { author: string }) => r.author)).toEqual(['staff', 'trader']);
    const staffView = await t.app.inject({ method: 'GET', url: `/api/admin/tickets/${id}`, headers: staffHeaders });
    expect(staffView.json()).toMatchObject({
      status: 'open',
      reply_count: 2,
      replies: [{ author: 'staff' }, { author: 'trader', staff_email: null, message: 'TRC-20, about an hour ago.' }],
    });
  });

  it('a trader reply, when the ticket is someone else’s or does not exist, then 404 and nothing is added', async () => {
    const owner = await signUpTrader(t.app);
    const stranger = await signUpTrader(t.app);
    const id = (await open(owner.auth)).json().ticket.id;
    for (const target of [id, 999_999, 'abc']) {
      const response = await follow(stranger.auth, target, { message: 'Let me in' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not found/i);
    }
    expect((await mine(owner.auth)).json()[0].replies).toEqual([]);
  });

  it('a trader reply, when empty or blank, then a 4xx with the spec message and nothing is added', async () => {
    const { auth } = await signUpTrader(t.app);
    const id = (await open(auth)).json().ticket.id;
    for (const payload of [{ message: '' }, { message: '   ' }, {}]) {
      const response = await follow(auth, id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Please add a message.');
    }
    expect((await mine(auth)).json()[0].replies).toEqual([]);
  });

  it('a trader reply, when retried with the same request_id, then it lands once', async () => {
    const { auth } = await signUpTrader(t.app);
    const id = (await open(auth)).json().ticket.id;
    const payload = { message: 'Any news?', request_id: 'reply-0123456789' };
    const first = await follow(auth, id, payload);
    const second = await follow(auth, id, payload);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().replies).toHaveLength(1);
    expect((await follow(auth, id, { message: 'x', request_id: 'bad id!' })).statusCode).toBe(422);
  });

  it('a trader reply, when the ticket is closed, then 409 with a message to open a new request', async () => {
    const { auth } = await signUpTrader(t.app);
    const id = (await open(auth)).json().ticket.id;
    await setTicketStatus(t.ctx, id, staffId, 'closed');
    const response = await follow(auth, id, { message: 'One more thing' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This ticket is closed. Please open a new request.');
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
