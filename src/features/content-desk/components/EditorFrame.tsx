import type { ReactNode } from "react";
import type { EditState } from "@/features/content-desk/edit-input";
import { EditMessages } from "./EditMessages";
import { PublishControls } from "./PublishControls";

/** What every editor of a document is given by its page: the document, the versions it opened, the member's rights. */
export interface EditorDocument {
  site: string;
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}

/**
 * The form every editor of the desk is: the document and the versions it was opened on (hidden), the answer's messages,
 * the editor's own fields, then the buttons to save a draft, publish now or at a time. Keyed by the answer, so it is
 * drawn afresh with what was sent (React resets a form's fields after its action).
 */
export function EditorFrame(props: {
  doc: EditorDocument;
  /** The desk kind of the document (hours, content, settings) and the form's applier (form-appliers.ts). */
  kind: string;
  editor: string;
  state: EditState;
  action: (form: FormData) => void;
  pending: boolean;
  idPrefix: string;
  /** What the buttons name ("the menus"). */
  what: string;
  className: string;
  children: ReactNode;
}) {
  const { doc, state } = props;
  return (
    <form key={state.answer ?? 0} action={props.action} className={props.className}>
      <input type="hidden" name="site" value={doc.site} />
      <input type="hidden" name="editor" value={props.editor} />
      <input type="hidden" name="kind" value={props.kind} />
      <input type="hidden" name="baseVersion" value={doc.baseVersion} />
      <input type="hidden" name="draftVersion" value={doc.draftVersion} />
      <EditMessages state={state} />
      {props.children}
      <PublishControls
        idPrefix={props.idPrefix}
        what={props.what}
        canPublish={doc.canPublish}
        pending={props.pending}
        publishAt={doc.publishAt}
        publishAtError={state.fields?.publishAt}
      />
    </form>
  );
}
