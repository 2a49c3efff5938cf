import { Liquid } from 'liquidjs';
import mjml2html from 'mjml';
import type { MailTemplate } from './templates.ts';

const htmlLiquid = new Liquid({ outputEscape: 'escape', strictVariables: true });
const textLiquid = new Liquid({ strictVariables: true });

/** A rendered email, ready to send. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Renders a template: Liquid (escaped) into MJML, MJML into responsive HTML, plus the text part. */
export async function renderMail(template: MailTemplate, data: Record<string, string>): Promise<RenderedMail> {
  const subject = (await textLiquid.parseAndRender(template.subject, data)).replace(/[\r\n]+/g, ' ');
  const mjml = await htmlLiquid.parseAndRender(template.mjml, data);
  // mjml 4 renders synchronously; the installed types describe mjml 5's promise, so await both.
  const { html, errors } = await mjml2html(mjml, { validationLevel: 'soft' });
  if (errors.length > 0 && !html) throw new Error(`MJML failed: ${errors.map((e) => e.message).join('; ')}`);
  const text = await textLiquid.parseAndRender(template.text, data);
  return { subject, html, text };
}
