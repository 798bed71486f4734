/**
 * Where the trade-in flow lives on a site: its configured routes (/trade-in, /sell-my-car,
 * /sell-your-car) and /cars/trade-in?car_id= towards a stock car. A step's form names the page it was
 * sent from; only these paths are accepted, so a form cannot send the shopper anywhere else.
 */
const CAR_PATH = "/cars/trade-in";

export function flowPath(routes: readonly string[], raw: string): string {
  let url: URL;
  try {
    url = new URL(raw, "http://site.invalid");
  } catch {
    return routes[0]!;
  }
  if (url.pathname === CAR_PATH) {
    const carId = url.searchParams.get("car_id");
    return carId && /^[1-9]\d{0,8}$/.test(carId) ? `${CAR_PATH}?car_id=${carId}` : routes[0]!;
  }
  return routes.includes(url.pathname) ? url.pathname : routes[0]!;
}
