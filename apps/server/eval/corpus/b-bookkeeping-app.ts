import type { EvalBusiness } from '../set/types';

export const ledgerloomApp: EvalBusiness = {
  id: 'ledgerloom',
  name: 'Ledgerloom',
  knowledge: [
    `Ledgerloom Pricing

All plans include unlimited invoices, bank reconciliation, mobile apps for iOS and Android, and automatic daily backups. Prices are in US dollars and exclude sales tax.

Starter – $12 per month (billed monthly) or $120 per year. 1 user, 1 bank connection, up to 50 transactions per month, basic reports (profit and loss, balance sheet).
Growth – $29 per month or $290 per year. Up to 3 users, 5 bank connections, unlimited transactions, receipt capture, recurring invoices, multi-currency invoicing in 30 currencies.
Pro – $59 per month or $590 per year. Up to 10 users, unlimited bank connections, inventory tracking, project profitability, custom user roles, payroll add-on available.
Payroll add-on (Pro only) – $6 per employee per month.
Additional users on Growth or Pro: $5 per user per month.

Free trial: every plan can be tried free for 30 days. No credit card is required to start a trial. At the end of the trial your data is kept for 60 days if you do not subscribe.

Discounts: registered non-profits receive 25% off any plan. Accounting students and teachers can use Ledgerloom Classroom free of charge with a school email address. Accountants and bookkeepers who join the Ledgerloom Partner Program get a free Pro subscription for their own practice and 20% off client subscriptions they manage.

Billing: we accept Visa, Mastercard, American Express and Discover. Annual plans can also be paid by invoice and bank transfer. You can upgrade at any time; the difference is prorated. Downgrades take effect at the start of the next billing period.`,
    `Integrations and Data Export

Bank feeds: Ledgerloom connects to more than 9,000 banks and credit unions in the US and Canada through our bank data partner. Transactions are imported automatically once a day; you can also refresh manually up to 4 times a day. If your bank is not supported, you can upload statements in CSV, OFX or QFX format.

Payments: connect Stripe, PayPal or Square to let customers pay invoices online by card. Ledgerloom does not charge an additional fee for online payments; the payment provider's standard fees apply.

E-commerce and apps: native integrations are available for Shopify, WooCommerce, Gusto, HubSpot and Zapier. The Shopify integration imports orders, fees and payouts every hour. Through Zapier you can connect more than 5,000 other apps.

Exporting your data: every report can be exported to PDF, CSV or Excel (XLSX). A full account export (all transactions, contacts, invoices and attachments) is available under Settings > Data > Export everything and is delivered as a ZIP file by email within 24 hours. Your data belongs to you: you can export everything at any time, including for 60 days after cancelling.

Migrating from another product: we import data from QuickBooks Online, Xero and Wave. Our free migration service for Growth and Pro customers covers up to 2 years of history and usually takes 3 to 5 business days.

API: a REST API is available on the Pro plan. Rate limit: 120 requests per minute.`,
    `Support, Security and Account FAQ

How do I contact support?
Live chat and email support are available Monday to Friday, 6am to 6pm Pacific Time. Email support@ledgerloom.example; we reply within 1 business day (Pro customers within 4 hours). Phone support is available to Pro customers only at (555) 870-4412, Monday to Friday, 8am to 5pm Pacific Time. Support is closed on US federal holidays. Our help center at help.ledgerloom.example is available 24/7 and includes video tutorials.

Onboarding: Growth and Pro customers can book a free 45-minute onboarding call with a product specialist in their first month.

Is my data secure?
All data is encrypted in transit (TLS 1.3) and at rest (AES-256). Data is hosted in the United States in data centers certified to SOC 2 Type II. Two-factor authentication is available for all users and can be made mandatory by the account owner.

How do I cancel?
You can cancel at any time from Settings > Billing. Monthly plans stop at the end of the current billing month and are not refunded for partial months. Annual plans cancelled within 30 days of purchase receive a full refund; after 30 days, annual plans are not refundable but remain active until the end of the year paid for.

Who can use Ledgerloom?
Ledgerloom is designed for sole proprietors, freelancers and small businesses with up to 50 employees in the United States and Canada. We support US sales tax and Canadian GST/HST. We do not currently support VAT.

Company details: Ledgerloom Software Inc., 410 Birchwood Avenue, Suite 12, Westbrook, WA 98012. Sales enquiries: sales@ledgerloom.example or (555) 870-4400.`,
  ],
  questions: [
    { text: 'whats ur cheapest plan cost', expect: ['$12 per month'] },
    { text: 'is there a free trial', expect: ['30 days'] },
    { text: 'do i have to put in my credit card for the trial', expect: ['No credit card'] },
    { text: 'is there a desktop app for windows', unanswerable: true },
    { text: 'can i download my reports as a spreadsheet', expect: ['CSV', 'Excel'] },
    { text: 'how often does shopify sync', expect: ['every hour'] },
    { text: 'do u take a cut when my customers pay invoices online', expect: ['does not charge'] },
    { text: 'can i export straight to google sheets', unanswerable: true },
    { text: 'my credit union isnt supported what can i do', expect: ['OFX'] },
    { text: 'how often do bank transactions come in', expect: ['once a day'] },
    { text: 'switching from xero, how much history can u bring over', expect: ['2 years'] },
    { text: 'does the mobile app work offline', unanswerable: true },
    { text: 'how long does the migration take', expect: ['3 to 5 business days'] },
    { text: 'whats the api rate limit', expect: ['120 requests per minute'] },
    { text: 'support phone number pls', expect: ['(555) 870-4412'] },
    { text: 'is there a limit on how many receipts / attachments i can store', unanswerable: true },
    { text: 'im on growth can i call support', expect: ['Pro customers only'] },
    { text: 'what hours is live chat', expect: ['6am to 6pm'] },
    { text: 'how long til u reply to an email', expect: ['1 business day'] },
    { text: 'how long do u keep backups', unanswerable: true },
    { text: 'im in the uk do u handle vat', expect: ['do not currently support'] },
    {
      text: 'paid for the annual plan 2 weeks ago and want my money back',
      expect: ['full refund'],
    },
    { text: 'if i cancel monthly mid month do i get a partial refund', expect: ['not refunded'] },
    { text: 'do u have a referral program', unanswerable: true },
    { text: 'how many users can growth have', expect: ['Up to 3 users'] },
    { text: 'cost of an extra user', expect: ['$5 per user per month'] },
    { text: 'how much is payroll', expect: ['$6 per employee per month'] },
    { text: 'whats ur uptime sla', unanswerable: true },
    { text: 'nonprofit discount?', expect: ['25% off'] },
    { text: 'im an accounting student can i use it for free', expect: ['Ledgerloom Classroom'] },
    {
      text: 'im a bookkeeper with a bunch of clients, any partner deal',
      expect: ['Partner Program', '20% off'],
    },
    { text: 'can i use ledgerloom in spanish', unanswerable: true },
    { text: 'how is my data encrypted', expect: ['AES-256'] },
    { text: 'where is my data stored', expect: ['United States'] },
    { text: 'can i turn on 2fa', expect: ['Two-factor authentication'] },
    { text: 'how much does stripe charge per transaction', unanswerable: true },
    { text: 'what happens to my data if i dont subscribe after the trial', expect: ['60 days'] },
    { text: 'pro plan yearly price', expect: ['$590 per year'] },
    { text: 'does the shopify integration pull in refunds', unanswerable: true },
    { text: 'whats ur sales e-mail', expect: ['sales@ledgerloom.example'] },
  ],
};
