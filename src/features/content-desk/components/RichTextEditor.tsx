"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";

export interface RichTextEditorProps {
  id: string;
  name: string;
  value: string;
  error?: string;
  describedBy?: string;
}

const TOOL =
  "rounded border border-gray-500 px-2 py-1 text-sm font-semibold hover:bg-gray-100 aria-pressed:bg-gray-900 aria-pressed:text-white";

/** What the toolbar's toggles show as pressed, read from the editor at the caret. */
const marksAt = (editor: Editor) => ({
  bold: editor.isActive("bold"),
  italic: editor.isActive("italic"),
  h2: editor.isActive("heading", { level: 2 }),
  h3: editor.isActive("heading", { level: 3 }),
  bullets: editor.isActive("bulletList"),
  numbers: editor.isActive("orderedList"),
  link: editor.isActive("link"),
});

/**
 * TipTap over a rich-text field: only what the site's sanitiser keeps (paragraphs, h2-h3, bold, italic, lists,
 * links; no images, no h1), a toolbar of labelled buttons (Tab reaches each; each says whether it is on), and the
 * HTML written into a hidden field of the form's name, so the form posts as it does without JavaScript.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.value);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState("");
  const addressField = useRef<HTMLInputElement>(null);
  // The address field takes the focus as it opens, as a dialog's first field would.
  useEffect(() => {
    if (linking) addressField.current?.focus();
  }, [linking]);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ["mailto", "tel"],
        HTMLAttributes: { target: null, rel: null },
      }),
    ],
    content: props.value,
    editorProps: {
      attributes: {
        id: props.id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${props.id}-label`,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.error ? { "aria-invalid": "true" } : {}),
        class: "prose min-h-32 max-w-none rounded-b border border-gray-500 bg-white px-2 py-1 focus:outline-2",
      },
    },
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? "" : editor.getHTML()),
  });
  const on = useEditorState({ editor, selector: ({ editor }) => (editor ? marksAt(editor) : null) });
  const tool = (label: string, pressed: boolean | undefined, run: (e: Editor) => void, text: ReactNode = label) => (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={!editor}
      onClick={() => editor && run(editor)}
      className={TOOL}
    >
      {text}
    </button>
  );
  const applyLink = () => {
    if (!editor) return;
    const href = address.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinking(false);
  };
  return (
    <div className="mt-1">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={props.id}
        className="flex flex-wrap gap-1 rounded-t border border-b-0 border-gray-500 bg-gray-50 p-1"
      >
        {tool("Bold", on?.bold, (e) => e.chain().focus().toggleBold().run(), <strong>Bold</strong>)}
        {tool("Italic", on?.italic, (e) => e.chain().focus().toggleItalic().run(), <em>Italic</em>)}
        {tool("Heading", on?.h2, (e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool("Subheading", on?.h3, (e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool("Bulleted list", on?.bullets, (e) => e.chain().focus().toggleBulletList().run())}
        {tool("Numbered list", on?.numbers, (e) => e.chain().focus().toggleOrderedList().run())}
        {tool("Link", on?.link, (e) => {
          setAddress((e.getAttributes("link").href as string | undefined) ?? "");
          setLinking((open) => !open);
        })}
      </div>
      {linking && (
        <div className="flex flex-wrap items-end gap-2 border border-b-0 border-gray-500 bg-gray-50 p-2">
          <label className="text-sm font-semibold">
            Link address
            <input
              ref={addressField}
              type="text"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === "Escape") setLinking(false);
              }}
              className="ml-2 rounded border border-gray-500 bg-white px-2 py-1 font-normal"
            />
          </label>
          <button type="button" onClick={applyLink} className={TOOL}>
            Apply link
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
      <input type="hidden" name={props.name} value={html} />
    </div>
  );
}
