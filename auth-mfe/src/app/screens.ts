import type { ScreenDefinition } from '@catalogo/shared-ui';

/** The authentication screens (spec §2). The forms arrive with the authentication issue. */
export const authScreens: readonly ScreenDefinition[] = [
  {
    path: '/auth/login',
    screen: 'login',
    title: 'Entrar',
    description: 'Acesse o painel da sua empresa.',
  },
  {
    path: '/auth/register',
    screen: 'register',
    title: 'Cadastrar empresa',
    description: 'Crie a conta da sua empresa e publique seu catálogo.',
  },
  {
    path: '/auth/recovery',
    screen: 'recovery',
    title: 'Recuperar acesso',
    description: 'Receba um link para criar uma nova senha.',
  },
  {
    path: '/auth/email-confirm',
    screen: 'email-confirm',
    title: 'Confirmar e-mail',
    description: 'Confirme o seu endereço de e-mail.',
  },
];
