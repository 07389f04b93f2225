/** The Terms of Service and Privacy Policy a new broker starts with; the operator edits both in the back office. */
export const DEFAULT_TERMS_TEXT = `Terms of Service

1. Who may use the platform. You must be at least 18 years old and allowed by the laws of your country to trade leveraged products.

2. Your account. Keep your password and two-factor codes to yourself. You are responsible for what happens under your account. Tell us at once if you think someone else has used it.

3. Risk. Trading currencies, commodities and crypto assets with leverage carries a high risk of losing money quickly. Prices move fast, and you can lose more than you expect. A demo account uses virtual funds; its results do not promise live results.

4. Deposits and withdrawals. We credit deposits after we have checked them. Withdrawals need a verified identity and go only to addresses you give us. We may ask for more documents before we pay out.

5. Orders. We execute orders at the price available when they reach us. Pending orders, stop loss and take profit are triggered by our price feed. We may close positions when your margin level falls to the stop-out level.

6. Ending the service. You may close your account at any time. We may suspend an account that breaks these terms or the law.

7. Changes. We may change these terms. We will tell you before a change takes effect.`;

export const DEFAULT_PRIVACY_TEXT = `Privacy Policy

1. What we collect. Your name, email, phone, address, date of birth, identity documents, the devices and addresses you sign in from, and your trading and payment history.

2. Why. To open and run your account, to verify your identity as the law requires, to keep your account secure (for example, to tell you about a sign-in from a new device) and to answer your requests.

3. Who sees it. Our staff, as their role needs, and service providers who process data for us under contract. We do not sell your data.

4. How long. As long as your account is open and afterwards as long as the law requires us to keep records.

5. Your rights. You may ask for a copy of your data, ask us to correct it, or ask us to delete what the law does not require us to keep. Write to our support address.

6. Security. Passwords are stored as one-way hashes, sign-in can be protected with a second factor, and every staff action is recorded.`;
