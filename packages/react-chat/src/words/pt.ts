import type { Words } from './en';
import { launcherLabels } from './launcher-labels';

const pt: Words = {
  title: 'Fale conosco',
  greeting: 'Olá! Como podemos ajudar hoje?',
  placeholder: 'Escreva uma mensagem…',
  open: launcherLabels.pt,
  unread: (count) =>
    count > 1
      ? `Abrir chat, ${count} mensagens não lidas`
      : `Abrir chat, ${count} mensagem não lida`,
  close: 'Fechar chat',
  newConversation: 'Nova conversa',
  loading: 'Carregando...',
  earlier: 'Ver mensagens anteriores',
  you: 'Você: ',
  typing: (name) => `${name} está digitando`,
  someone: 'Alguém',
  thanks: 'Obrigado pelo seu feedback!',
  person: 'Falar com uma pessoa',
  retry: 'Tentar novamente',
  message: 'Mensagem',
  send: 'Enviar',
  sources: 'Fontes',
  helpful: 'Útil',
  notHelpful: 'Não foi útil',
  missing: 'O que faltou?',
  missingOptional: 'O que faltou? (opcional)',
  sendFeedback: 'Enviar feedback',
  ratePrompt: 'Como você avalia esta conversa?',
  comment: 'Comentário (opcional)',
  rate: (rating) => `Avaliar com ${rating} de 5`,
  emailPrompt: 'Deixe seu e-mail e responderemos por lá.',
  awayMarker: 'Voltamos',
  email: 'Endereço de e-mail',
  leaveEmail: 'Deixar e-mail',
  offline: 'Não foi possível conectar ao chat. Verifique sua conexão e tente novamente.',
  busy: 'Muitas mensagens. Aguarde um momento.',
  refused: 'Este site não tem permissão para usar este chat.',
  unavailable: 'Este chat não está disponível no momento.',
  failed: 'Algo deu errado. Tente novamente.',
};
export default pt;
