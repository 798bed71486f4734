import { consoleLinks } from "@/features/staff/console-nav";
import { chooseGroup } from "@/features/staff/staff-place-actions.server";
import type { SignedInStaff } from "@/features/staff/staff-session.server";
import { signOutStaff } from "@/features/staff/staff-sign-in-actions.server";

/**
 * The console's header on every page of a signed-in member: the group they work in, and one menu (a <details>, so it
 * opens with no script) with the pages their role may use, who they are, the switch to another of their groups, their
 * sites (each opens the lead list filtered to it) and signing out. One row at any width: nothing scrolls sideways on a
 * phone.
 */
export function ConsoleHeader({ staff }: { staff: SignedInStaff }) {
  const working = staff.memberships[0];
  const others = staff.memberships.slice(1);
  const links = consoleLinks(working?.member.role ?? null);
  return (
    <header className="relative border-b border-gray-300 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
        <a href="/" className="min-w-0 truncate font-bold">
          {working?.groupName ?? "Dealer console"}
        </a>
        <details className="group shrink-0">
          <summary className="cursor-pointer list-none rounded border border-gray-500 px-3 py-1 font-semibold">
            Menu
          </summary>
          <div className="absolute inset-x-0 top-full z-20 max-h-[80vh] overflow-y-auto border-b border-gray-300 bg-white px-4 py-4 shadow-lg sm:left-auto sm:right-4 sm:w-80 sm:border">
            <p className="break-words text-sm text-gray-700">
              Signed in as <span className="font-semibold">{staff.name}</span> ({staff.email})
            </p>
            <nav aria-label="Console menu" className="mt-3">
              <ul className="space-y-2">
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {working && working.sites.length > 1 && links.some((link) => link.href === "/leads") && (
              <div className="mt-4">
                <p className="font-semibold">Leads by site</p>
                <ul className="mt-1 space-y-1">
                  {working.sites.map((site) => (
                    <li key={site.id}>
                      <a href={`/leads?site=${encodeURIComponent(site.slug)}`} className="break-words underline">
                        {site.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {others.length > 0 && (
              <form action={chooseGroup} className="mt-4">
                <label htmlFor="console-group" className="block font-semibold">
                  Work in group
                </label>
                <select
                  id="console-group"
                  name="group"
                  defaultValue={working!.member.groupId}
                  className="mt-1 w-full rounded border border-gray-500 bg-white px-2 py-1"
                >
                  {staff.memberships.map((m) => (
                    <option key={m.member.groupId} value={m.member.groupId}>
                      {m.groupName}
                    </option>
                  ))}
                </select>
                <button type="submit" className="mt-2 rounded border border-gray-700 px-3 py-1 font-semibold">
                  Switch group
                </button>
              </form>
            )}
            <form action={signOutStaff} className="mt-4">
              <button type="submit" className="underline">
                Sign out
              </button>
            </form>
          </div>
        </details>
      </div>
    </header>
  );
}
