import type { ReactNode } from "react";
import { PipelineImage } from "@/features/images";

/** One saved car on the watchlist page, wherever it is kept: picture, title (a link while the car has a page), lines, action. */
export function SavedCarRow({
  href,
  title,
  picture,
  children,
  action,
}: {
  href: string | null;
  title: string;
  picture: string | null;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-lg border border-gray-200 p-3" data-testid="saved-car">
      {picture ? (
        <PipelineImage
          src={picture}
          alt=""
          width={160}
          height={107}
          displayWidth={160}
          sizes="128px"
          className="h-20 w-32 rounded object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold">
          {href ? (
            <a href={href} className="hover:underline">
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
        {children}
      </div>
      <div className="shrink-0 self-center">{action}</div>
    </li>
  );
}
