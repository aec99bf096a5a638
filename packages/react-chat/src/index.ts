export { FrontdeskChat } from './frontdesk-chat';
export type {
  ChatError,
  ChatFeedback,
  ChatMessage,
  ChatPosition,
  ChatSource,
  ChatUser,
  FrontdeskChatProps,
} from './types';
