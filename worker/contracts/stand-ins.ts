/**
 * Local stand-ins of outside vendors (`npm start`): which integrations this server serves through one,
 * as GET /api/dev/stand-ins answers (local runs only), and how screens say so.
 */

/** One integration provider served by a local stand-in, with the tool and vendor names screens use. */
export type StandInTool = { provider: string; tool: string; vendor: string };
export type StandInsDto = { data: StandInTool[] };

/** The words beside a connection made through a stand-in: "local stand-in of Google Calendar". */
export const standInLabel = (tool: string) => `local stand-in of ${tool}`;
