// The server's side of app/components/constant-markup.tsx: each constant section rendered once per
// component and props, kept for the process's life (a few entries: the props are the key and take
// few values; past MAX_ENTRIES the kept markup is dropped and rendered again).
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { ConstantMarkup } from "~/components/constant-markup";

const MAX_ENTRIES = 256;

export function constantMarkupMemo(): ConstantMarkup {
  const kept = new Map<ComponentType<never>, Map<string, string>>();
  let entries = 0;
  return (component, props) => {
    const key = JSON.stringify(props);
    let byProps = kept.get(component as ComponentType<never>);
    const found = byProps?.get(key);
    if (found !== undefined) return found;
    if (entries >= MAX_ENTRIES) {
      kept.clear();
      entries = 0;
      byProps = undefined;
    }
    // Links inside resolve against "/": constant sections link with absolute paths.
    const markup = renderToString(createElement(StaticRouter, { location: "/" }, createElement(component, props)));
    if (!byProps) kept.set(component as ComponentType<never>, (byProps = new Map()));
    byProps.set(key, markup);
    entries += 1;
    return markup;
  };
}

/** The process's memo: for the documents React renders (app/entry.server.tsx) and those written without it (server/visitor-pages.ts). */
export const constantMarkup = constantMarkupMemo();
