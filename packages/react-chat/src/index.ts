export { FrontdeskChat } from './frontdesk-chat';
export type {
  ChatError,
  ChatMessage,
  ChatPosition,
  ChatUser,
  FrontdeskChatProps,
} from './types';
