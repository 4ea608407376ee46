/**
 * A body that does not parse as JSON (or a gzip body that does not inflate) is refused by the platform's own body
 * parser — Express with body-parser, in Cloud Functions' functions-framework and in the emulator's runtime alike —
 * before the `api` function is called, so no code of ours can shape that answer. Express's final handler answers it:
 * 400 with a short HTML page, which carries the parser's stack trace (server paths included) unless Express runs in
 * production mode. Both hosts build their Express app after loading this module and read the mode then, so setting it
 * here makes every host answer without stack or path (docs/api.md §1.3). Nothing in the functions reads the mode.
 */
process.env.NODE_ENV = 'production';
