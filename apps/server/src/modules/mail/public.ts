// The mail module's public face: other modules import it through this file only (the lint says so).
export { defineMailTemplate, hello, inLanguage } from './mail-templates.ts';
export { notify } from './notify.ts';
export { countMailsSince } from './mail.repository.ts';
