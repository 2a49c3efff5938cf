/**
 * A minimal in-memory DOM, enough for react-dom's client renderer to mount, update and unmount a
 * tree of react-native-web host elements in node (no jsdom here). Nodes keep their children,
 * attributes and inline style; events are not dispatched: tests call the recorded handlers.
 */
class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    public ownerDocument: FakeDocument | null,
  ) {}

  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }

  get lastChild(): FakeNode | null {
    return this.childNodes.at(-1) ?? null;
  }

  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }

  appendChild(child: FakeNode): FakeNode {
    return this.insertBefore(child, null);
  }

  insertBefore(child: FakeNode, before: FakeNode | null): FakeNode {
    child.parentNode?.removeChild(child);
    const index = before ? this.childNodes.indexOf(before) : -1;
    if (index < 0) this.childNodes.push(child);
    else this.childNodes.splice(index, 0, child);
    child.parentNode = this;
    return child;
  }

  removeChild(child: FakeNode): FakeNode {
    this.childNodes = this.childNodes.filter((node) => node !== child);
    child.parentNode = null;
    return child;
  }

  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }

  set textContent(text: string) {
    for (const child of this.childNodes) child.parentNode = null;
    this.childNodes = [];
    if (text !== '' && this.ownerDocument) this.appendChild(this.ownerDocument.createTextNode(text));
  }

  addEventListener(): void {}
  removeEventListener(): void {}
}

class FakeText extends FakeNode {
  constructor(
    public nodeValue: string,
    ownerDocument: FakeDocument,
  ) {
    super(3, '#text', ownerDocument);
  }

  override get textContent(): string {
    return this.nodeValue;
  }

  override set textContent(text: string) {
    this.nodeValue = text;
  }

  get data(): string {
    return this.nodeValue;
  }

  set data(text: string) {
    this.nodeValue = text;
  }
}

class FakeStyle {
  [property: string]: unknown;
  setProperty(name: string, value: string): void {
    this[name] = value;
  }
  removeProperty(name: string): void {
    delete this[name];
  }
}

/** An element of the fake DOM. */
export class FakeElement extends FakeNode {
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  readonly attributes = new Map<string, string>();
  readonly style = new FakeStyle();
  className = '';
  constructor(
    readonly tagName: string,
    ownerDocument: FakeDocument,
  ) {
    super(1, tagName.toUpperCase(), ownerDocument);
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }

  setAttributeNS(_namespace: string, name: string, value: string): void {
    this.setAttribute(name, value);
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  /** The elements below this one (depth first) whose attribute `name` is set. */
  findAll(name: string): FakeElement[] {
    return this.childNodes.flatMap((child) =>
      child instanceof FakeElement ? [...(child.hasAttribute(name) ? [child] : []), ...child.findAll(name)] : [],
    );
  }
}

/** The fake document: creates elements and text nodes. */
export class FakeDocument extends FakeNode {
  readonly activeElement = null;
  readonly body: FakeElement;
  readonly documentElement: FakeElement;
  readonly defaultView = { HTMLIFrameElement: class {}, document: this };
  constructor() {
    super(9, '#document', null);
    this.ownerDocument = null;
    this.documentElement = this.createElement('html');
    this.body = this.createElement('body');
    this.documentElement.appendChild(this.body);
  }

  createElement(tagName: string): FakeElement {
    return new FakeElement(tagName, this);
  }

  createElementNS(_namespace: string, tagName: string): FakeElement {
    return this.createElement(tagName);
  }

  createTextNode(text: string): FakeText {
    return new FakeText(text, this);
  }
}

/** A fresh document and an element in its body to mount a React root into. */
export function createFakeContainer(): FakeElement {
  const document = new FakeDocument();
  const container = document.createElement('div');
  document.body.appendChild(container);
  return container;
}
