import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { create } from "xmlbuilder2";

/**
 * A real HTTP server on 127.0.0.1 speaking CarRegistrationAPI / RegCheck's Australian lookup as far as the platform
 * uses it, for the tests and the journeys: `GET /api/reg.asmx/CheckAustralia?RegistrationNumber=&State=&username=`.
 * Like the service it answers a car as XML with the JSON escaped inside vehicleJson, and a refusal as HTTP 500
 * with a plain-text reason. Vehicles are keyed "STATE:PLATE"; an empty object stands for the service's empty
 * answer (200 with an empty vehicleJson). The plate BOOM answers 503, as a service that is down.
 */
const BASE_PATH = "/api/reg.asmx";

type XMLBuilder = ReturnType<typeof create>;

interface RegCheckServerOptions {
  username: string;
  vehicles: Record<string, object>;
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" }).end(text);
}

/** The service's vehicleData: the same record as elements, for a reader that wants XML rather than JSON. */
function appendElements(parent: XMLBuilder, record: object): void {
  for (const [key, value] of Object.entries(record)) {
    if (!/^[A-Za-z_][\w.-]*$/.test(key)) continue;
    if (typeof value === "string" || typeof value === "number") parent.ele(key).txt(String(value));
    else if (value && typeof value === "object" && !Array.isArray(value)) appendElements(parent.ele(key), value);
  }
}

function vehicleXml(vehicle: object): string {
  const root = create({ version: "1.0", encoding: "utf-8" })
    .ele("http://regcheck.org.uk", "Vehicle")
    .att("xmlns:xsd", "http://www.w3.org/2001/XMLSchema")
    .att("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance");
  const empty = Object.keys(vehicle).length === 0;
  // Built as a text node, so the JSON's quotes, ampersands and angle brackets arrive escaped as the service sends them.
  root.ele("vehicleJson").txt(empty ? "" : JSON.stringify(vehicle));
  appendElements(root.ele("vehicleData"), vehicle);
  return root.end();
}

// What IIS says for a path it does not serve: a page, not the service's plain words.
const MISSING_PAGE =
  "<!DOCTYPE html><html><head><title>404 - File or directory not found.</title></head>" +
  "<body><h2>404 - File or directory not found.</h2></body></html>";

export async function startRegCheckServer(
  options: RegCheckServerOptions,
): Promise<{ url: string; requests: URL[]; close(): Promise<void> }> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    requests.push(url);
    if (req.method !== "GET" || url.pathname !== `${BASE_PATH}/CheckAustralia`) {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(MISSING_PAGE);
      return;
    }
    const plate = (url.searchParams.get("RegistrationNumber") ?? "").toUpperCase();
    const state = (url.searchParams.get("State") ?? "").toUpperCase();
    if (url.searchParams.get("username") !== options.username) return plain(res, 500, "Your username is incorrect");
    if (plate === "") return plain(res, 500, "RegistrationNumber is required");
    if (plate === "BOOM") return plain(res, 503, "Service Unavailable");
    const vehicle = options.vehicles[`${state}:${plate}`];
    if (!vehicle) return plain(res, 500, "No vehicle found for this registration number");
    res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" }).end(vehicleXml(vehicle));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
