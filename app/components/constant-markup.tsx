// Sections whose markup is a pure function of a few small props: the home page's fixed sections
// (the navbar was one; it is now escaped markup, app/components/layout/nav-html.ts). On a document
// that does not hydrate, the server renders each one once per set of props and places the markup it
// kept (app/server/http/constant-markup.tsx, given through this context by app/entry.server.tsx);
// anywhere else (a page that hydrates, the browser) React renders the component as usual. Same
// markup either way: tests/unit/constant-markup.test.ts.
//
// What belongs here: a component that reads nothing but its props, with props that take few values
// (they are the key). Not a listing, a member's name or a count. It may read no context at all: the
// kept render has no loader data, no nonce, and a router whose location is always "/" (so a
// `useLocation()` inside would give every page the home page's answer); pass what it needs as
// props. Its links must be absolute paths.
import escapeHtml from "escape-html";
import { createContext, useContext, type ComponentType, type HTMLAttributes, type JSX } from "react";

/** The markup of `component` with `props`, rendered once per distinct props. */
export type ConstantMarkup = <Props extends object>(component: ComponentType<Props>, props: Props) => string;

export const ConstantMarkupContext = createContext<ConstantMarkup | null>(null);

export type ConstantProps<Props extends object> = {
  /** The element around the markup, rendered by React as usual. */
  as: keyof JSX.IntrinsicElements;
  attrs?: HTMLAttributes<HTMLElement> & Record<`data-${string}` | `aria-${string}`, string | undefined>;
  component: ComponentType<Props>;
  props: Props;
};

export function Constant<Props extends object>({ as: Tag, attrs, component: Component, props }: ConstantProps<Props>) {
  const markupOf = useContext(ConstantMarkupContext);
  const Element = Tag as unknown as ComponentType<Record<string, unknown>>;
  if (!markupOf) {
    return (
      <Element {...attrs}>
        <Component {...props} />
      </Element>
    );
  }
  // The kept render is a render of its own, inside this one: no hook may follow it here.
  return <Element {...attrs} dangerouslySetInnerHTML={{ __html: markupOf(Component, props) }} />;
}

/**
 * What `<Constant>` places on a document that does not hydrate, as markup: for a document written
 * without React (server/visitor-pages.ts). Its attributes are a className and data- or aria- ones.
 */
export function constantHtml<Props extends object>(
  markupOf: ConstantMarkup,
  { as: tag, attrs = {}, component, props }: ConstantProps<Props>,
): string {
  return elementHtml(tag, attrs, markupOf(component, props));
}

/** An element around markup, its attributes as React writes them (`<Constant>`'s wrapper, or one like it). */
export function elementHtml(tag: string, attrs: ConstantProps<object>["attrs"] & object, inner: string): string {
  return `<${tag}${attributesHtml(attrs)}>${inner}</${tag}>`;
}

/** A wrapper's attributes as React writes them, in their order: a className and data- or aria- ones. */
function attributesHtml(attrs: ConstantProps<object>["attrs"] & object): string {
  let attributes = "";
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    attributes += ` ${name === "className" ? "class" : name}="${escapeHtml(String(value))}"`;
  }
  return attributes;
}
