// Reading a share link before Python is ready, as py/page/links.py's decode reads it (the same
// parameters, the same goal fallback); tests/test_page_links.py runs both over the same links.
// loading.js uses it to put the link's board in the boxes at first paint.

/** The goal menu's names, the usual goal first (slidepuzzle.GOAL_NAMES). */
export const GOAL_NAMES = ["blank-last", "blank-first", "spiral"];

/** The languages the page speaks (slidepuzzle.i18n.LANGS). */
export const LANGS = ["en", "ko", "ru", "zh"];

const SPACE = /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g;
const DIGIT = /\p{Nd}/u;

/** The language a tag names ("zh-Hans-CN": "zh"), or "" for one the page does not speak. */
export function langOf(tag) {
  const primary = String(tag || "").trim().replaceAll("_", "-").split("-")[0].toLowerCase();
  return LANGS.includes(primary) ? primary : "";
}

/** The parameters of a fragment or query without its "#" or "?" (URLSearchParams would drop one
 * more leading "?"; parse_qs does not, nor does it after a leading "&"). */
function parse(text) {
  return new URLSearchParams("&" + text);
}

/** A parameter's last value, as Python's parse_qs keeps it (null: absent). */
function last(params, key) {
  const values = params.getAll(key);
  return values.length ? values[values.length - 1] : null;
}

/** A link's goal: [the menu's choice, the custom goal's text, the goal it asked for that the
 * page cannot use (null: none)]. A goal board has a digit, or is one character. */
export function readGoal(value) {
  const name = (value || "").replace(SPACE, "");
  if (!name) return [GOAL_NAMES[0], "", null];
  if (GOAL_NAMES.includes(name)) return [name, "", null];
  if (name === "custom" || ([...name].length > 1 && !DIGIT.test(name))) {
    return [GOAL_NAMES[0], "", name];
  }
  return ["custom", value || "", null];
}

/** What a link asks for: its fragment ("#..."), else an old link's query ("?board=..."). */
export function decode(fragment, query = "") {
  const text = fragment.replace(/^#/, "") || query.replace(/^\?/, "");
  const params = parse(text);
  const lang = last(params, "lang") || last(parse(query.replace(/^\?/, "")), "lang");
  const [goal, goalText, unknownGoal] = readGoal(last(params, "goal"));
  return {
    board: last(params, "board"),
    goal,
    goalText,
    largestIsBlank: last(params, "blank") === "largest",
    lang: langOf(lang) || null,
    unknownGoal,
  };
}
