/** Each endpoint's room in this process: attempts in flight and sends this second, within WEBHOOK_IN_FLIGHT and WEBHOOK_PER_SECOND. */
export class EndpointRoom {
  private readonly inFlight = new Map<string, number>();
  private readonly thisSecond = new Map<string, { second: number; sent: number }>();

  constructor(
    private readonly mostInFlight: number,
    private readonly mostPerSecond: number,
  ) {}

  /** Each busy endpoint's free room now; endpoints not listed get the whole of both. */
  freeSlots(now: Date): [string[], number[]] {
    const second = Math.floor(now.getTime() / 1000);
    const ids = new Set([...this.inFlight.keys(), ...this.thisSecond.keys()]);
    const slots = [...ids].map((id) => {
      const sent = this.thisSecond.get(id);
      const sentThisSecond = sent?.second === second ? sent.sent : 0;
      const free = Math.min(this.mostInFlight - (this.inFlight.get(id) ?? 0), this.mostPerSecond - sentThisSecond);
      return Math.max(0, free);
    });
    return [[...ids], slots];
  }

  /** An attempt to the endpoint starts now. */
  take(endpointId: string, now: Date): void {
    const second = Math.floor(now.getTime() / 1000);
    const sent = this.thisSecond.get(endpointId);
    this.thisSecond.set(endpointId, { second, sent: sent?.second === second ? sent.sent + 1 : 1 });
    this.inFlight.set(endpointId, (this.inFlight.get(endpointId) ?? 0) + 1);
  }

  /** An attempt to the endpoint ended; answers how many are still in flight to it. */
  give(endpointId: string): number {
    const left = (this.inFlight.get(endpointId) ?? 1) - 1;
    if (left > 0) this.inFlight.set(endpointId, left);
    else this.inFlight.delete(endpointId);
    return left;
  }
}
