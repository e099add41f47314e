/* cunit_main.h — the one main() every CUnit test program shares.
 *
 * A test program defines test_register() to add its suites; main() runs them
 * in CUnit's basic mode and writes "PASSED FAILED" (tests, not asserts) to
 * the file named by its first argument, for `make check` to add up. */
#ifndef CARDC_CUNIT_MAIN_H
#define CARDC_CUNIT_MAIN_H

#include <CUnit/CUnit.h>

void test_register(void);

/* Add a suite of tests; aborts the program if CUnit cannot. */
CU_pSuite test_suite(const char *name);
void test_add(CU_pSuite s, const char *name, CU_TestFunc fn);

#endif
