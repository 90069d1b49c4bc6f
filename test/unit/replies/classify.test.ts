import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { classifyInbound, readInterest, stopRequest } from '../../../functions/core/replies/classify';
import type { InboundMail } from '../../../functions/core/replies/inbound-mail';

const OURS = '<01JABCDEF_contact7_0@acme.example>';
const EARLIER = '<01JABCDEF_contact7_1@acme.example>';
const QUOTED =
  'On Tue, 1 Dec 2026 at 09:12, Ana Silva <ana.silva@acme.example> wrote:\n> Hi Bob,\n> Worth a look?\n> P.S. Not the right person? Reply "stop" and I won\'t write again.';

/** A message as the parser gives it: a person's plain reply unless told otherwise. */
function mail(overrides: Partial<InboundMail> & { header?: Record<string, string> } = {}): InboundMail {
  const { header = {}, ...rest } = overrides;
  return {
    messageId: '<reply-1@frostline.example>',
    from: 'bob@frostline.example',
    returnPath: 'bob@frostline.example',
    to: ['ana.silva@acme.example'],
    subject: 'Re: Pallet temperatures',
    date: new Date('2026-12-02T10:00:00Z'),
    inReplyTo: OURS,
    references: [EARLIER, OURS],
    headers: new Map(Object.entries(header).map(([name, value]) => [name.toLowerCase(), [value]])),
    contentType: 'text/plain',
    text: `Thanks, tell me more.\n\n${QUOTED}`,
    ...rest,
  };
}

describe('classifyInbound: headers first', () => {
  it.each([
    ['Auto-Submitted: auto-replied', { 'Auto-Submitted': 'auto-replied' }],
    ['Auto-Submitted: auto-generated', { 'Auto-Submitted': 'auto-generated' }],
    ['X-Autoreply', { 'X-Autoreply': 'yes' }],
    ['X-Autorespond', { 'X-Autorespond': 'yes' }],
    ['X-Auto-Response-Suppress', { 'X-Auto-Response-Suppress': 'All' }],
    ['Precedence: bulk', { Precedence: 'bulk' }],
    ['Precedence: junk', { Precedence: 'junk' }],
    ['Precedence: auto_reply', { Precedence: 'auto_reply' }],
  ])('never reads a message marked by %s as a REPLY or a STOP, whatever its words', (_label, header) => {
    for (const text of ['Unsubscribe', 'Interested, let us talk.', 'Please remove me from your list.']) {
      const { kind, reason } = classifyInbound(mail({ header, text }));
      expect(kind).toBe('AUTO_REPLY');
      expect(reason).not.toContain('@');
    }
  });

  it('reads an empty Return-Path and a multipart/report as a machine’s', () => {
    expect(classifyInbound(mail({ returnPath: '', text: 'Unsubscribe' })).kind).toBe('AUTO_REPLY');
    expect(
      classifyInbound(
        mail({ contentType: 'multipart/report', reportType: 'disposition-notification', text: 'Your message was read.' }),
      ).kind,
    ).toBe('AUTO_REPLY');
  });

  it('keeps only the keyword of Auto-Submitted in its reason', () => {
    expect(
      classifyInbound(mail({ header: { 'Auto-Submitted': 'auto-replied; owner-email="bob@frostline.example"' } })).reason,
    ).toBe('Auto-Submitted: auto-replied');
    expect(classifyInbound(mail({ header: { 'Auto-Submitted': 'bob@frostline.example' } })).reason).toBe('Auto-Submitted: other');
  });

  it('takes Auto-Submitted: no for what it says: a person may have sent it', () => {
    expect(classifyInbound(mail({ header: { 'Auto-Submitted': 'no' } })).kind).toBe('REPLY');
  });

  it('reads a machine’s message with absence wording as OUT_OF_OFFICE rather than AUTO_REPLY', () => {
    const notice = classifyInbound(mail({ header: { 'X-Autoreply': 'yes' }, text: 'I am on holiday, back on 7 December.' }));
    expect(notice).toMatchObject({ kind: 'OUT_OF_OFFICE', returnDate: '2026-12-07' });
  });

  it('does not take a machine’s acknowledgement that merely says leave or away for an absence notice', () => {
    const header = { 'Auto-Submitted': 'auto-replied' };
    expect(classifyInbound(mail({ header, text: 'Please leave your order number. Our team is never far away.' })).kind).toBe(
      'AUTO_REPLY',
    );
    expect(classifyInbound(mail({ header, text: 'I am on annual leave.' })).kind).toBe('OUT_OF_OFFICE');
  });

  it('refers to In-Reply-To first, then References newest first, without duplicates', () => {
    expect(classifyInbound(mail()).refersTo).toEqual([OURS, EARLIER]);
    expect(classifyInbound(mail({ inReplyTo: undefined, references: [EARLIER, OURS] })).refersTo).toEqual([OURS, EARLIER]);
    expect(classifyInbound(mail({ inReplyTo: undefined, references: [] })).refersTo).toEqual([]);
  });
});

describe('classifyInbound: delivery reports', () => {
  const report = (deliveryStatus: string, overrides: Partial<InboundMail> = {}) =>
    classifyInbound(
      mail({
        from: 'mailer-daemon@mx.example.org',
        returnPath: '',
        contentType: 'multipart/report',
        reportType: 'delivery-status',
        subject: 'Undelivered Mail Returned to Sender',
        text: 'I am sorry to have to inform you that your message could not be delivered.',
        inReplyTo: undefined,
        references: [],
        deliveryStatus,
        originalHeaders: `From: ana.silva@acme.example\nMessage-ID:\n ${OURS}\nSubject: Pallet temperatures`,
        ...overrides,
      }),
    );

  it('is a HARD_BOUNCE for a 5.x.x Status, with the recipient and the original Message-ID', () => {
    expect(
      report('Reporting-MTA: dns; mx.example.org\n\nFinal-Recipient: rfc822; Bob@Example.org\nAction: failed\nStatus: 5.1.1\n'),
    ).toEqual({
      kind: 'HARD_BOUNCE',
      reason: 'permanent address failure 5.1.1 (Status field)',
      status: '5.1.1',
      recipient: 'bob@example.org',
      refersTo: [OURS],
    });
  });

  it('is never a HARD_BOUNCE for a 4.x.x status or a delay, whatever else the text says', () => {
    expect(report('Final-Recipient: rfc822; bob@example.org\nAction: failed\nStatus: 4.2.2\n')).toMatchObject({
      kind: 'SOFT_BOUNCE',
      status: '4.2.2',
    });
    expect(report('Final-Recipient: rfc822; bob@example.org\nAction: delayed\nStatus: 5.0.0\n').kind).toBe('SOFT_BOUNCE');
    const gmailDelay = report('Final-Recipient: rfc822; bob@example.org\nAction: delayed\nStatus: 4.4.1\n', {
      subject: 'Delivery Status Notification (Delay)',
      text: 'There was a temporary problem delivering your message. 550 5.1.1 was an earlier answer.',
    });
    expect(gmailDelay).toMatchObject({ kind: 'SOFT_BOUNCE', status: '4.4.1' });
  });

  it('reads a postmaster’s or mailer-daemon’s bounce of any domain without a delivery-status part from its text', () => {
    const base = {
      inReplyTo: undefined,
      references: [],
      contentType: 'text/plain',
      reportType: undefined,
      deliveryStatus: undefined,
      originalHeaders: undefined,
      returnPath: undefined,
    };
    const postmaster = classifyInbound(
      mail({
        ...base,
        from: 'postmaster@mail.other.example',
        subject: 'Returned mail: see transcript for details',
        text: `----- The following addresses had permanent fatal errors -----\n<gone@other.example>\n550 5.1.1 <gone@other.example>... User unknown\n\nMessage-ID: ${OURS}`,
      }),
    );
    expect(postmaster).toMatchObject({ kind: 'HARD_BOUNCE', status: '5.1.1', recipient: 'gone@other.example', refersTo: [OURS] });
    const bareCode = classifyInbound(
      mail({
        ...base,
        from: 'mailer-daemon@relay.example.com',
        subject: 'failure notice',
        text: 'Could not be delivered: 550 Mailbox unavailable',
      }),
    );
    expect(bareCode).toMatchObject({ kind: 'HARD_BOUNCE', status: '5.0.0' });
    const noStatus = classifyInbound(
      mail({ ...base, from: 'postmaster@example.com', subject: 'Undeliverable', text: 'It did not work.' }),
    );
    expect(noStatus.kind).toBe('SOFT_BOUNCE');
  });

  it('does not take a postmaster’s message without bounce wording for a report', () => {
    const note = classifyInbound(mail({ from: 'postmaster@example.com', subject: 'Our new address', text: 'We have moved.' }));
    expect(note.kind).toBe('AUTO_REPLY');
  });

  it('does not take the recipient’s address in angle brackets for the original Message-ID', () => {
    const bounce = report('Final-Recipient: rfc822; bob@example.org\nAction: failed\nStatus: 5.1.1\n', {
      originalHeaders: undefined,
      text: `<bob@example.org>: host said: 550 5.1.1 User unknown\n\nReferences: ${OURS}`,
    });
    expect(bounce.refersTo).toEqual([OURS]);
  });
});

describe('classifyInbound: absence notices and acknowledgements without headers', () => {
  it.each([
    ['Out of Office', 'I am travelling this week.'],
    ['Abwesenheitsnotiz', 'Ich bin derzeit nicht im Büro.'],
    ['Réponse automatique : Température', 'Je suis absente.'],
    ['Respuesta automática: Temperatura', 'Estoy fuera.'],
    ['Re: Pallet temperatures', 'I am out of the office until Monday with limited access to email.'],
    ['RE : Température', "Je suis absent jusqu'au 8 décembre."],
    ['AW: Paletten', 'Ich bin bis 11.12.2026 nicht im Büro.'],
    ['RE: Temperatura', 'Estaré fuera hasta el lunes.'],
  ])('reads "%s" / "%s" as OUT_OF_OFFICE', (subject, text) => {
    expect(classifyInbound(mail({ subject, text })).kind).toBe('OUT_OF_OFFICE');
  });

  it('does not take a person’s mention of a past absence or a budget for an absence notice', () => {
    expect(classifyInbound(mail({ text: 'Sorry, I was out of office last week. Interested though!' })).kind).toBe('REPLY');
    expect(classifyInbound(mail({ text: "I'm out of budget until next year." })).kind).toBe('REPLY');
  });

  it.each([
    ['[Ticket #48219] Pallet temperatures', 'Thank you for contacting us.'],
    ['Re: Pallet temperatures', 'This is an automated message. We have received your request.'],
    ['Ihre Anfrage', 'Wir haben Ihre Nachricht erhalten.'],
  ])('reads "%s" / "%s" as AUTO_REPLY', (subject, text) => {
    expect(classifyInbound(mail({ subject, text })).kind).toBe('AUTO_REPLY');
  });
});

describe("classifyInbound: a person's reply", () => {
  it("keeps the person's own words, not our quoted email and its invitation to reply stop", () => {
    expect(classifyInbound(mail())).toEqual({
      kind: 'REPLY',
      reason: 'reply (tell me more)',
      replyText: 'Thanks, tell me more.',
      interest: 'INTERESTED',
      refersTo: [OURS, EARLIER],
    });
  });

  it.each([
    'Unsubscribe',
    'Please remove me from your list.',
    'No thanks.',
    'STOP',
    'Stop.',
    'Please stop emailing me.',
    'Take me off your list.',
    "Don't contact me again.",
    'Merci de me désinscrire.',
    'Non merci.',
    'Retirez-moi de votre liste.',
    'Bitte abmelden.',
    'Bitte entfernen Sie mich aus dem Verteiler.',
    'Nein danke.',
    'Quiero darme de baja.',
    'No gracias.',
    'Elimíname de la lista.',
  ])('reads "%s" as a STOP, not interested', (words) => {
    const stop = classifyInbound(mail({ text: `${words}\n\n${QUOTED}` }));
    expect(stop).toMatchObject({ kind: 'STOP', interest: 'NOT_INTERESTED', replyText: words });
  });

  it.each([
    "Don't stop sending these, they're great.",
    'We never stop the line at night.',
    'Our nonstop operation runs three shifts; the trucks stopped at the bus stop.',
    'Is there a stopwatch feature?',
    'DON’T STOP, tell me more!',
  ])('does not read "%s" as a STOP', (words) => {
    expect(classifyInbound(mail({ text: `${words}\n\n${QUOTED}` })).kind).toBe('REPLY');
  });

  it('never reads a stop request inside quoted history as a STOP', () => {
    const own = fc.constantFrom(
      'What does it cost?',
      'Who else uses this?',
      'Call me on Tuesday.',
      'Thanks.',
      'Interesting, tell me more.',
    );
    const stop = fc.constantFrom(
      'STOP',
      'Unsubscribe',
      'Please remove me from your list.',
      'Non merci.',
      'Bitte abmelden.',
      'No gracias.',
    );
    const quoting = fc.constantFrom<(words: string) => string>(
      (words) => `> ${words}`,
      (words) => `On Tue, 1 Dec 2026 at 09:12, Ana Silva <ana.silva@acme.example> wrote:\n${words}`,
      (words) => `-----Original Message-----\nFrom: Ana Silva\n${words}`,
      (words) => `From: Ana Silva <ana.silva@acme.example>\nSent: Tuesday, December 1, 2026 9:12 AM\n\n${words}`,
      (words) => `Le mar. 1 déc. 2026 à 09:12, Ana Silva <ana.silva@acme.example> a écrit :\n> ${words}`,
    );
    fc.assert(
      fc.property(own, stop, quoting, (words, request, quote) => {
        expect(classifyInbound(mail({ text: `${words}\n\n${quote(request)}` }))).toMatchObject({
          kind: 'REPLY',
          replyText: words,
        });
      }),
    );
  });

  it('reads a referral as a REPLY, never a STOP, even when it asks to be taken off the thread', () => {
    const referral = classifyInbound(
      mail({ text: "I'm forwarding this to my colleague Priya who handles our cold chain. Please remove me from this thread." }),
    );
    expect(referral).toMatchObject({ kind: 'REPLY', interest: 'NEUTRAL', reason: 'referral to a colleague', referral: true });
    expect(classifyInbound(mail({ text: 'Adding Marc who owns this. Sounds interesting!' }))).toMatchObject({
      kind: 'REPLY',
      interest: 'INTERESTED',
      referral: true,
    });
    expect(classifyInbound(mail({ text: 'Sounds interesting, when are you free?' })).referral).toBeUndefined();
  });

  it('caps the reply text at 5,000 characters', () => {
    const reply = classifyInbound(mail({ text: 'word '.repeat(3000) }));
    expect(reply.replyText).toHaveLength(5000);
  });
});

describe('readInterest', () => {
  it.each([
    ['Interested, what does a pilot cost?', 'INTERESTED'],
    ["Let's talk on Tuesday.", 'INTERESTED'],
    ['Can we book a call?', 'INTERESTED'],
    ['Sounds good.', 'INTERESTED'],
    ['Send me more information.', 'INTERESTED'],
    ["Oui, ça m'intéresse.", 'INTERESTED'],
    ['Klingt gut, gerne.', 'INTERESTED'],
    ['Me interesa.', 'INTERESTED'],
    ['Not interested.', 'NOT_INTERESTED'],
    ["We're not really interested right now.", 'NOT_INTERESTED'],
    ['Not a fit for us.', 'NOT_INTERESTED'],
    ['Not right now, sounds good otherwise.', 'NOT_INTERESTED'],
    ["We'll pass, thanks.", 'NOT_INTERESTED'],
    ['Sure, Wednesday works for me.', 'INTERESTED'],
    ['Pas intéressé, merci.', 'NOT_INTERESTED'],
    ['Ça ne nous intéresse pas.', 'NOT_INTERESTED'],
    ['Kein Interesse.', 'NOT_INTERESTED'],
    ['Wir sind nicht interessiert.', 'NOT_INTERESTED'],
    ['No me interesa.', 'NOT_INTERESTED'],
    ['What does it cost?', 'NEUTRAL'],
    ['Who else uses this?', 'NEUTRAL'],
  ])('reads "%s" as %s', (words, interest) => {
    expect(readInterest(words).interest).toBe(interest);
  });

  it('never reads a sentence with a negated interest as INTERESTED, whatever surrounds it', () => {
    const filler = fc.constantFrom(
      'Thanks for reaching out.',
      "Let's talk another time.",
      'Sounds good in theory.',
      'Send me more next year maybe.',
      'Happy to chat with other teams.',
      'Hi Ana,',
      '',
    );
    const negated = fc.constantFrom(
      'not interested',
      'not really interested',
      'not at all interested',
      'no longer interested',
      "isn't something we're interested in",
      'never been interested',
      'not interested at this time',
      'no interest',
      'not a fit',
      'not right now',
      'pas intéressés',
      'ne nous intéresse pas',
      'kein Interesse',
      'nicht interessiert',
      'no me interesa',
      'no estamos interesados',
    );
    const subject = fc.constantFrom('We are', "I'm", 'Honestly we are', 'Frankly,', 'This is', 'Nous sommes', 'Wir sind', '');
    const casing = fc.constantFrom<(text: string) => string>(
      (text) => text,
      (text) => text.toUpperCase(),
      (text) => text.charAt(0).toUpperCase() + text.slice(1),
    );
    fc.assert(
      fc.property(filler, subject, negated, filler, casing, (before, who, phrase, after, cased) => {
        const text = `${before} ${cased(`${who} ${phrase}`.trim())}. ${after}`;
        expect(readInterest(text).interest).toBe('NOT_INTERESTED');
      }),
      { numRuns: 500 },
    );
  });
});

describe('stopRequest', () => {
  it('reads only what it is given: a stop inside quoted history is the caller’s to strip', () => {
    expect(stopRequest('Reply "stop" and I won\'t write again.')).toBeUndefined();
    expect(stopRequest('STOP')).toBe('STOP');
  });
});

describe('classifyInbound: the contact left the company', () => {
  it.each([
    [
      'an automatic reply (headers)',
      { header: { 'Auto-Submitted': 'auto-replied' }, text: 'Bob Turner is no longer with Frostline.' },
    ],
    [
      'an absence subject without headers',
      { subject: 'Automatic reply: Pallet temperatures', text: 'Bob no longer works here.' },
    ],
    ['German', { header: { 'X-Autoreply': 'yes' }, text: 'Herr Turner ist nicht mehr im Unternehmen tätig.' }],
    ['French', { header: { 'Auto-Submitted': 'auto-replied' }, text: 'Madame Roux a quitté la société.' }],
    ['Spanish', { header: { 'Auto-Submitted': 'auto-replied' }, text: 'Esta persona ya no trabaja en la empresa.' }],
    ['their own words', { text: 'I have left the company, sorry.' }],
  ])('is LEFT_COMPANY in %s, never an absence or a reply', (_, over) => {
    expect(classifyInbound(mail(over)).kind).toBe('LEFT_COMPANY');
  });

  it('leaves a request to stop a STOP, and an absence with a return an absence', () => {
    expect(classifyInbound(mail({ text: 'I left the company in May. Please remove me from your list.' })).kind).toBe('STOP');
    expect(
      classifyInbound(mail({ header: { 'Auto-Submitted': 'auto-replied' }, text: 'I am out of the office until 14 December.' }))
        .kind,
    ).toBe('OUT_OF_OFFICE');
  });
});
