export const support = {
  title: 'Support',
  intro: 'Tell us what you need and our team will get back to you.',
  newRequest: 'New request',
  form: {
    label: 'Support request',
    name: 'Name',
    email: 'Email',
    code: 'Code',
    phone: 'Contact number',
    subject: 'Subject (optional)',
    message: 'Message',
    submit: 'Submit request',
  },
  contacts: {
    title: 'Contact options',
    messaging: 'Messaging app',
    hours: 'Support hours',
    defaultHours: 'Mon–Sat 9:00–18:00 IST',
    email: 'Email',
  },
  tickets: {
    title: 'Your requests',
    loading: 'Loading your requests',
    none: 'No requests yet',
    noneHint: 'Requests you send appear here with our replies.',
    noSubject: 'No subject',
    team: 'Support team · {{time}}',
    you: 'You · {{time}}',
    replyLabel: 'Reply to this request',
    replyPlaceholder: 'Add details or answer our question',
    send: 'Send reply',
    sent: 'Reply sent',
    closedHint: 'This request is closed. Send a new request above if you still need help.',
    statuses: { open: 'open', answered: 'answered', closed: 'closed' },
  },
} as const;

export const legal = {
  back: 'Back to sign up',
  failed: 'Unable to load this page. Please try again.',
} as const;
