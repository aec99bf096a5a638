// The widget's own words in English, inline in every build; the other languages are chunks of
// their own (load-words.ts), typed `Words` so that none can miss a key. Texts the server wrote
// (the operator's, its validation messages) are shown as they come.

export const en = {
  /** The panel's heading until the operator's name is known (`title` overrides it). */
  title: 'Chat with us',
  /** The first message when the site set no `greeting`. */
  greeting: 'Hi! How can we help you today?',
  placeholder: 'Write a message…',
  open: 'Open chat',
  unread: (count: number) => `Open chat, ${count} unread message${count > 1 ? 's' : ''}`,
  close: 'Close chat',
  newConversation: 'New conversation',
  loading: 'Loading...',
  earlier: 'Show earlier messages',
  /** Before the customer's own messages, for screen readers. */
  you: 'You: ',
  /** The operator writing its reply, or a member of the team typing (then with '…'). */
  typing: (name: string) => `${name} is typing`,
  /** A member of the team typing whose name the stream did not give. */
  someone: 'Someone',
  thanks: 'Thank you for your feedback!',
  person: 'Talk to a person',
  retry: 'Retry',
  /** The message box's name. */
  message: 'Message',
  send: 'Send',
  sources: 'Sources',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  missing: 'What was missing?',
  missingOptional: 'What was missing? (optional)',
  sendFeedback: 'Send feedback',
  ratePrompt: 'How would you rate this conversation?',
  comment: 'Comment (optional)',
  rate: (rating: number) => `Rate ${rating} of 5`,
  emailPrompt: "Leave your email address and we'll reply there.",
  /** What the server's away notice says in this language (contracts' awayNoticeMarkers). */
  awayMarker: "We're back",
  email: 'Email address',
  leaveEmail: 'Leave email',
  // What a failure says (chat-text.ts, describeError).
  offline: 'We could not reach the chat. Check your connection and try again.',
  busy: 'Too many messages. Please wait a moment.',
  refused: 'This website is not allowed to use this chat.',
  unavailable: 'This chat is not available right now.',
  failed: 'Something went wrong. Please try again.',
};

export type Words = typeof en;
