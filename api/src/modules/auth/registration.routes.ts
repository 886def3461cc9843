import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findTenantByUriName } from '../tenants/tenants.repository';
import { confirmEmail, resendConfirmation } from './email-confirmation.service';
import {
  confirmResendSchema,
  emailConfirmSchema,
  signUpSchema,
  uriNameSchema,
} from './registration.schemas';
import { signUp } from './sign-up.service';
import { normalizeUriName, uriNameProblem } from './uri-name';

const RESEND_MESSAGE = 'Se o e-mail estiver cadastrado e não confirmado, enviaremos um novo link.';

/** Registration of a company and confirmation of its users' e-mails. */
const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.authContext;

  // Any host: usually the platform host (localhost:3333), since the tenant does not exist yet.
  app.post('/auth/sign-up', { schema: signUpSchema }, async (request, reply) => {
    const { tenant, user, signInTicket } = await signUp(ctx, request.body, request.ip);
    reply.header('cache-control', 'no-store');
    return reply.status(201).send({
      tenant: { id: tenant.id, uriName: tenant.uriName, commercialName: tenant.commercialName },
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
      emailConfirmationRequired: true,
      signInTicket,
    });
  });

  app.get('/auth/uri-name/:name', { schema: uriNameSchema }, async (request) => {
    const name = normalizeUriName(request.params.name);
    const problem = uriNameProblem(name, app.config.reservedLabels);
    if (problem) return { name, available: false, reason: problem };
    const taken = (await findTenantByUriName(app.db, name)) !== null;
    return taken ? { name, available: false, reason: 'taken' as const } : { name, available: true };
  });

  app.post('/auth/email-confirm', { schema: emailConfirmSchema }, async (request) => {
    const tenant = await request.requireTenant();
    return confirmEmail(ctx, tenant, request.body.token);
  });

  app.post(
    '/auth/email-confirm/resend',
    { schema: confirmResendSchema },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      await resendConfirmation(ctx, tenant, request.body.email, request.ip);
      return reply.status(202).send({ message: RESEND_MESSAGE });
    },
  );
};

export default registrationRoutes;
