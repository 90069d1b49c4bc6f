import { describe, expect, it } from 'vitest';

import { estimateMessageTokens, promptFor, repairMessages } from '../../../functions/core/writing/prompt';
import { WriterInputSchema, type WriterInput, type WriterInputDraft } from '../../../functions/core/writing/writer';
import { LANGUAGES } from '../../../shared/domain';
import { LANGUAGE_CONVENTIONS } from '../../../shared/rules/email/language';
import type { Violation } from '../../../shared/rules/email/types';

const base: WriterInputDraft = {
  company: {
    name: 'Northwind',
    description: 'We help finance teams spend less time on spreadsheets.',
    website: 'northwind.example',
  },
  product: {
    name: 'Ledgerly',
    description: 'Matches bank lines to invoices and closes the books in two days.',
    achievements: 'Used by 300 finance teams.',
  },
  callToAction: { objective: 'Show the product overview.', url: 'https://northwind.example/overview' },
  contact: { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'Head of Finance', companyName: 'Globex', industry: 'Logistics' },
  sender: { name: 'Sam Carter' },
  generatorVersion: 'MCP_GENERATOR',
};

function input(overrides: Partial<WriterInputDraft> = {}): WriterInput {
  return WriterInputSchema.parse({ ...base, ...overrides });
}

function system(value: WriterInput): string {
  return promptFor(value).messages[0]?.content ?? '';
}

function user(value: WriterInput): string {
  return promptFor(value).messages[1]?.content ?? '';
}

describe('promptFor', () => {
  it('asks for the link anchor, the closing with the sender name and the footer when the email carries a link', () => {
    const prompt = system(input());

    expect(prompt).toContain('<p>Hi {{firstName}},</p>');
    expect(prompt).toContain('<a href="{{link}}">');
    expect(prompt).toContain('Best,<br>Sam Carter');
    expect(prompt).toContain(LANGUAGE_CONVENTIONS.ENGLISH.footer);
    expect(prompt).toContain('never names Ledgerly');
    expect(prompt).not.toContain('{{signature}}');
  });

  it("gives the call to action's objective and what to ask for apart", () => {
    const value = input({ callToAction: { objective: 'Book a demo', description: 'A 20 minute demo with our team' } });

    expect(user(value)).toContain('Call to action: objective "Book a demo"; what to ask for "A 20 minute demo with our team".');
    expect(user(input())).toContain('Call to action: objective "Show the product overview".');
  });

  it('forbids any link and never shows the URL when the version writes no links', () => {
    const value = input({ generatorVersion: 'MCP_NO_LINKS_GENERATOR' });

    expect(system(value)).not.toContain('{{link}}');
    expect(system(value)).toContain('No link, anchor, URL or web address anywhere.');
    expect(
      promptFor(value)
        .messages.map((message) => message.content)
        .join('\n'),
    ).not.toContain('northwind.example/overview');
  });

  it('asks for the signature placeholder alone instead of the sender name when the sender has a signature', () => {
    const prompt = system(input({ sender: { name: 'Sam Carter', signature: '<b>Sam</b>' } }));

    expect(prompt).toContain('<p>{{signature}}</p>');
    expect(prompt).not.toContain('Best,<br>Sam Carter');
  });

  it('asks for a soft close without hard-ask words when the call to action has no description and no link', () => {
    const prompt = system(input({ callToAction: { objective: 'Start a conversation.' } }));

    expect(prompt).toContain('soft close');
    expect(prompt).toMatch(/No book, schedule, calendar, demo, .*call, meeting/);
    expect(prompt).not.toContain('{{link}}');
  });

  it('asks for one question about the described call to action when it has a description but no link', () => {
    const prompt = system(input({ callToAction: { objective: 'Sell our product.', description: 'Book a demo meeting.' } }));

    expect(prompt).toContain('exactly one question for "Sell our product" (Book a demo meeting.)');
    expect(prompt).not.toContain('soft close');
  });

  it.each(LANGUAGES)('uses the greeting, closing and footer words of %s', (language) => {
    const words = LANGUAGE_CONVENTIONS[language];
    const prompt = system(input({ language }));

    expect(prompt).toContain(`<p>${words.greetings[0]} {{firstName}},</p>`);
    expect(prompt).toContain(`${words.closings[0]}<br>Sam Carter`);
    expect(prompt).toContain(words.footer);
  });

  it.each(LANGUAGES)('asks for a %s subject with a verb, not a fragment', (language) => {
    const prompt = system(input({ language }));

    expect(prompt).toMatch(/Subject: one complete sentence with a verb/u);
    expect(prompt).toMatch(/not a fragment such as "[^"]+"/u);
  });

  it("gives the model the user's text without Markdown and emoji", () => {
    const value = input({
      company: { name: '**Northwind** 🚀', description: '# About us\nWe help **finance teams** close the books ✨.' },
      product: {
        name: '_Ledgerly_ 💸',
        description:
          '- Matches **bank lines** to [invoices](https://ledgerly.example/invoices) 🔥\n- Closes the books in two days',
        achievements: '* Used by __300 finance teams__ 🙌',
      },
      persona: { name: 'Controller 🧮', responsibilities: '1. Owns the **month-end close**', instructions: '_Keep it short_ 😊' },
      callToAction: { objective: 'Start a conversation', description: '**A 15-minute call** with our finance lead 📞' },
      contact: { firstName: 'Dana', jobTitle: '`Head` of _Finance_', companyName: '**Globex** 🌍' },
    });
    const messages = promptFor(value).messages.map((message) => message.content);

    expect(messages[1]).toContain('Product: Ledgerly. Matches bank lines to invoices. Closes the books in two days.');
    expect(messages[1]).toContain('Achievements: Used by 300 finance teams');
    // the rules themselves name ™ ® ©, so the user's emoji are looked for one by one
    expect(messages.join('\n')).not.toMatch(/\*\*|__|\]\(|# About|`|🚀|✨|💸|🔥|🙌|🧮|😊|📞|🌍/u);
    expect(messages.join('\n')).not.toContain('ledgerly.example');
  });

  it('does not open a French email with Hi', () => {
    const prompt = system(input({ language: 'FRENCH' }));

    expect(prompt).not.toContain('Hi {{firstName}}');
    expect(prompt).toContain('in French');
  });

  it('asks for a LinkedIn message within 200 characters, counting the first name, without subject, link or footer', () => {
    const prompt = system(input({ channel: 'LINKEDIN', generatorVersion: 'LINKEDIN' }));

    expect(prompt).toContain('At most 200 characters');
    expect(prompt).toContain('counting as "Dana"');
    expect(prompt).toContain('"subject": ""');
    expect(prompt).not.toContain('{{link}}');
    expect(prompt).not.toContain(LANGUAGE_CONVENTIONS.ENGLISH.footer);
  });

  it('allows 300 characters with LinkedIn premium', () => {
    expect(system(input({ channel: 'LINKEDIN', linkedInPremium: true }))).toContain('At most 300 characters');
  });

  it("gives a follow-up the thread's earlier emails as text and the Re: subject", () => {
    const value = input({
      type: 'FOLLOW_UP',
      thread: [
        {
          subject: 'Could your team close the month faster?',
          html: '<html><body><p>Hi {{firstName}},</p><p>First &amp; only.</p></body></html>',
        },
      ],
    });

    expect(system(value)).toContain('"Re: Could your team close the month faster?"');
    expect(user(value)).toContain('Hi {{firstName}}, First & only.');
    expect(user(value)).not.toContain('<p>');
  });

  it('gives sample emails as tone only, at most two of them', () => {
    const samples = ['one', 'two', 'three'].map((word) => ({ subject: `Sample ${word}`, body: `<p>Body ${word}.</p>` }));
    const value = input({ sampleEmails: samples });

    expect(system(value)).toContain('tone only');
    expect(user(value)).toContain('"Sample one": Body one.');
    expect(user(value)).toContain('"Sample two": Body two.');
    expect(user(value)).not.toContain('Sample three');
  });

  it('states the facts of the receiver, persona, customer profile and the user instructions', () => {
    const value = input({
      persona: { name: 'Finance leader', responsibilities: 'Owns the monthly close.', instructions: 'Mention audits.' },
      customerProfile: { name: 'Mid-size logistics', industries: ['Logistics', 'Freight'], revenueSize: 'MEDIUM' },
    });

    expect(user(value)).toContain('job title Head of Finance; company Globex; industry Logistics');
    expect(user(value)).toContain("Receiver's persona: Finance leader. Responsibilities: Owns the monthly close.");
    expect(user(value)).toContain('Customer profile: Mid-size logistics; industries: Logistics, Freight; revenue size: medium.');
    expect(system(value)).toContain('Mention audits.');
  });

  it('keeps a typical prompt under 1,100 tokens', () => {
    expect(promptFor(input()).estimatedTokens).toBeLessThan(1_100);
  });

  it('caps long free text so that an input at every maximum stays under 2,000 tokens', () => {
    const long = (word: string) => `${word} `.repeat(1_000).slice(0, 5_000).trim();
    const value = input({
      company: { name: 'Northwind', description: long('mission') },
      product: { name: 'Ledgerly', description: long('product'), achievements: long('award') },
      persona: { name: 'Finance leader', responsibilities: long('duty'), instructions: long('rule') },
      customerProfile: { name: 'Profile', description: long('profile') },
      sampleEmails: Array.from({ length: 5 }, (_, index) => ({ subject: `Sample ${index}`, body: long('sample') })),
      type: 'FOLLOW_UP',
      thread: Array.from({ length: 5 }, (_, index) => ({ subject: `Email ${index}`, html: long('earlier') })),
    });

    const prompt = promptFor(value);

    expect(prompt.estimatedTokens).toBeLessThan(2_000);
    expect(prompt.messages[1]?.content).toContain('mission mission');
    expect(prompt.messages[1]?.content).toContain('…');
  });
});

describe('repairMessages', () => {
  const violations: Violation[] = [
    { code: 'DASH', message: 'Remove the dash.', where: { part: 'body', section: 'hook', paragraph: 1, excerpt: '—' } },
    { code: 'SUBJECT_NAMES_PRODUCT', message: 'The subject names Ledgerly.', where: { part: 'subject' } },
  ];

  it("repeats the previous answer as the assistant's JSON and lists each violation's code, message and excerpt", () => {
    const previous = { subject: 'Ledgerly for you.', html: '<html><body><p>Hi</p></body></html>' };

    const [assistant, request] = repairMessages(previous, violations);

    expect(assistant).toEqual({ role: 'assistant', content: JSON.stringify(previous) });
    expect(request?.role).toBe('user');
    expect(request?.content).toContain('- DASH (body, hook): Remove the dash. Offending text: "—".');
    expect(request?.content).toContain('- SUBJECT_NAMES_PRODUCT (subject): The subject names Ledgerly.');
    expect(request?.content).toContain('Rewrite the whole answer');
  });

  it('adds a few hundred tokens at most to the prompt for a repair', () => {
    const messages = repairMessages({ subject: 'S', html: '<html><body></body></html>' }, violations);

    expect(estimateMessageTokens(messages)).toBeLessThan(200);
  });
});
