// @ts-check
export { createAppServer } from './appServer.mjs';
export { containedFile } from './files.mjs';
export { requestPath } from './requestPath.mjs';
export { superviseApps } from './supervisor.mjs';
