/* A stand-in for libnvidia-ml.so.1 with the entry points benches/h200/harness/clocks.rs calls,
 * so that its sampler can be checked on a machine without a GPU (scripts/check-bench-clocks.sh).
 * The device answers to one bus id; its SM clock alternates 1900/1700 MHz, its power is 650 W,
 * and every fourth reading of the clock-event reasons holds the software power cap (0x4). */
#include <string.h>

static int calls = 0;
static void* const DEVICE = (void*)0x1234;

int nvmlInit_v2(void) { return 0; }
int nvmlShutdown(void) { return 0; }
int nvmlDeviceGetHandleByPciBusId_v2(const char* bus, void** dev) {
  if (strcmp(bus, "0000:19:00.0") != 0) return 6; /* NVML_ERROR_NOT_FOUND */
  *dev = DEVICE;
  return 0;
}
int nvmlDeviceGetClockInfo(void* dev, int type, unsigned* mhz) {
  if (dev != DEVICE || type != 1) return 2; /* NVML_ERROR_INVALID_ARGUMENT */
  *mhz = (calls++ % 2) ? 1700 : 1900;
  return 0;
}
int nvmlDeviceGetPowerUsage(void* dev, unsigned* milliwatts) {
  if (dev != DEVICE) return 2;
  *milliwatts = 650000;
  return 0;
}
int nvmlDeviceGetCurrentClocksEventReasons(void* dev, unsigned long long* reasons) {
  if (dev != DEVICE) return 2;
  *reasons = (calls % 4 == 0) ? 0x4 : 0;
  return 0;
}
