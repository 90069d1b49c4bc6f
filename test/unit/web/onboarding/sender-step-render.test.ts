import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { RouteDefinition } from '../../../../shared/api/route';
import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import type { CreateEmailSenderConfigInput } from '../../../../shared/schemas/email-sender-config';
import { ApiClientProvider } from '../../../../web/src/api/api-client-context';
import type { ApiClient } from '../../../../web/src/api/client';
import { EMPTY_SENDER_VALUES } from '../../../../web/src/components/sender-form/sender-form-model';
import { SENDER_FORM_STRINGS } from '../../../../web/src/components/sender-form/strings';
import {
  checkSender,
  withSenderType,
  type FieldErrors,
  type SenderField,
  type SenderFormValues,
} from '../../../../web/src/pages/onboarding/form-values';
import { SenderStep } from '../../../../web/src/pages/onboarding/sender-step';
import { useOnboardingCalls } from '../../../../web/src/pages/onboarding/use-onboarding';

const NAMED = { ...EMPTY_SENDER_VALUES, senderName: 'Dana', senderEmail: 'dana@example.com' };
const SMTP = withSenderType({ ...NAMED, host: 'smtp.example.com', username: 'dana', password: 'secret' }, 'SMTP');

/** The step as the wizard renders it, with these values and messages. */
function render(values: SenderFormValues, errors: FieldErrors<SenderField> = {}): string {
  return renderToStaticMarkup(
    createElement(SenderStep, {
      values,
      errors,
      stored: false,
      onChange: () => undefined,
      onErrors: () => undefined,
      checkConnection: () => Promise.resolve({ valid: true }),
    }),
  );
}

/** Text as the markup holds it (quotes escaped). */
const inMarkup = (text: string) => text.replaceAll("'", '&#x27;');

describe('the warm-up question of the onboarding sender step', () => {
  it('asks an SMTP mailbox whether it has already sent 200 messages, and not a test sender', () => {
    expect(render(SMTP)).toContain(SENDER_FORM_STRINGS.warmUp.label);
    expect(render(withSenderType(SMTP, 'SMTP_SSL'))).toContain(SENDER_FORM_STRINGS.warmUp.label);
    expect(render(withSenderType(NAMED, 'STUB'))).not.toContain(SENDER_FORM_STRINGS.warmUp.label);
  });

  it('sends the answer yes with the sender onboarding saves', () => {
    const checked = checkSender({ ...SMTP, alreadyWarmedUp: true });

    expect(checked).toMatchObject({ ok: true, input: { type: 'SMTP', alreadyWarmedUp: true } });
  });
});

describe('the IMAP settings of the onboarding sender step', () => {
  it('are asked only for the SMTP types, with the hints and defaults of the one sender form', () => {
    expect(render(NAMED)).not.toContain(SENDER_FORM_STRINGS.imapHost.label);
    expect(render(withSenderType(NAMED, 'STUB'))).not.toContain(SENDER_FORM_STRINGS.imapHost.label);

    for (const type of ['SMTP', 'SMTP_SSL'] as const) {
      const html = render(withSenderType(NAMED, type));
      expect(html).toContain('IMAP host');
      expect(html).toContain('IMAP port');
      expect(html).toContain(inMarkup(SENDER_FORM_STRINGS.imapHost.description));
      expect(html).toContain(inMarkup(SENDER_FORM_STRINGS.imapPort.description));
      expect(html).toContain('993 for TLS (used when empty)');
      expect(html).toContain('imap.company.com');
    }
  });

  it('show what was typed', () => {
    const html = render({ ...SMTP, imapHost: 'mail.example.com', imapPort: '143' });

    expect(html).toContain('value="mail.example.com"');
    expect(html).toContain('value="143"');
  });

  it("show an invalid port's message on the IMAP port field", () => {
    const checked = checkSender({ ...SMTP, imapHost: 'mail.example.com', imapPort: '70000' });
    expect(checked.ok).toBe(false);

    const html = render({ ...SMTP, imapHost: 'mail.example.com', imapPort: '70000' }, checked.ok ? {} : checked.errors);

    expect(html).toContain('IMAP port must be a whole number from 1 to 65535.');
    expect(html.indexOf('IMAP port must be a whole number')).toBeGreaterThan(html.indexOf('IMAP port'));
  });

  it('are sent with the sender onboarding saves', async () => {
    const calls: { route: RouteDefinition; body: unknown }[] = [];
    const client = {
      call: (route: RouteDefinition, options: { body?: unknown }) => {
        calls.push({ route, body: options.body });
        return Promise.resolve({ data: { ...(options.body as object), id: 's1' } });
      },
    } as unknown as ApiClient;
    let saveSender: ((input: CreateEmailSenderConfigInput) => Promise<unknown>) | undefined;
    function Capture() {
      saveSender = useOnboardingCalls('ns-1').saveSender;
      return null;
    }
    renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(ApiClientProvider, { client, children: createElement(Capture) }),
      ),
    );
    const checked = checkSender({ ...SMTP, imapHost: 'mail.example.com', imapPort: '' });
    if (!checked.ok || !saveSender) throw new Error('the step did not pass its check');

    await saveSender(checked.input);

    expect(calls).toEqual([
      {
        route: senderRoutes.onboarding,
        body: expect.objectContaining({
          type: 'SMTP',
          smtp: { host: 'smtp.example.com', port: 587, username: 'dana', secure: false },
          imap: { host: 'mail.example.com', port: 993, secure: true },
        }) as unknown,
      },
    ]);
  });
});
