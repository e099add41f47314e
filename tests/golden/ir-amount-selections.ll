; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_registry = type { i32, i32, ptr }

@.str = private unnamed_addr constant [21 x i8] c"creature you control\00"
@.str.1 = private unnamed_addr constant [27 x i8] c"creature you don't control\00"
@cardc.targets = internal constant [2 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }, %cardrt_target_spec { ptr @.str.1, i32 1, i32 1, ptr @cardc.legal.1, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.2 = private unnamed_addr constant [14 x i8] c"Test Instinct\00"
@.str.3 = private unnamed_addr constant [7 x i8] c"{1}{G}\00"
@cardc.card.3 = internal constant %cardrt_card_def { ptr @.str.2, ptr @.str.3, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 2, ptr @cardc.effect.2, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.4 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.5 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.4, i32 1, i32 1, ptr @cardc.legal.4, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.6 = private unnamed_addr constant [13 x i8] c"Test Verdict\00"
@.str.7 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.card.6 = internal constant %cardrt_card_def { ptr @.str.6, ptr @.str.7, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.5, i32 1, ptr @cardc.effect.5, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.8 = private unnamed_addr constant [6 x i8] c"spell\00"
@cardc.targets.9 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.8, i32 1, i32 1, ptr @cardc.legal.7, i32 16, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.10 = private unnamed_addr constant [12 x i8] c"Test Ruling\00"
@.str.11 = private unnamed_addr constant [7 x i8] c"{2}{U}\00"
@cardc.card.9 = internal constant %cardrt_card_def { ptr @.str.10, ptr @.str.11, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.9, i32 1, ptr @cardc.effect.8, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.12 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.13 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.12, i32 1, i32 1, ptr @cardc.legal.10, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.14 = private unnamed_addr constant [11 x i8] c"Test Tithe\00"
@.str.15 = private unnamed_addr constant [7 x i8] c"{3}{B}\00"
@cardc.card.12 = internal constant %cardrt_card_def { ptr @.str.14, ptr @.str.15, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.13, i32 1, ptr @cardc.effect.11, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.16 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.17 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.16, i32 1, i32 1, ptr @cardc.legal.13, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.18 = private unnamed_addr constant [11 x i8] c"Test Feast\00"
@.str.19 = private unnamed_addr constant [10 x i8] c"{2}{B}{B}\00"
@cardc.card.16 = internal constant %cardrt_card_def { ptr @.str.18, ptr @.str.19, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.17, i32 1, ptr @cardc.effect.14, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.20 = private unnamed_addr constant [162 x i8] c"Whenever Test Adept deals combat damage to a player, reveal the top card of your library and put that card into your hand. You gain life equal to its mana value.\00"
@.str.21 = private unnamed_addr constant [8 x i8] c"Kithkin\00"
@.str.22 = private unnamed_addr constant [7 x i8] c"Wizard\00"
@.str.23 = private unnamed_addr constant [11 x i8] c"Test Adept\00"
@.str.24 = private unnamed_addr constant [10 x i8] c"{1}{W}{U}\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.20, ptr @cardc.match.17, ptr null, ptr null, i32 0, ptr @cardc.effect.18, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.19 = internal constant %cardrt_card_def { ptr @.str.23, ptr @.str.24, i32 3, i32 2, i32 0, [8 x ptr] [ptr @.str.21, ptr @.str.22, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.25 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.26 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.25, i32 1, i32 1, ptr @cardc.legal.20, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.27 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.28 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.29 = private unnamed_addr constant [13 x i8] c"Test Harvest\00"
@.str.30 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.22 = internal constant %cardrt_card_def { ptr @.str.29, ptr @.str.30, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.26, i32 1, ptr @cardc.effect.21, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [7 x ptr] [ptr @cardc.card.3, ptr @cardc.card.6, ptr @cardc.card.9, ptr @cardc.card.12, ptr @cardc.card.16, ptr @cardc.card.19, ptr @cardc.card.22]
@cardc_registry = constant %cardrt_registry { i32 29, i32 7, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp eq i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = and i1 %15, true
  %17 = and i1 %5, false
  %18 = and i1 %4, %16
  %legal = or i1 %18, %17
  ret i1 %legal
}

declare i32 @cardrt_types(ptr, i32)

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_you(ptr, i32)

define internal i1 @cardc.legal.1(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp ne i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = and i1 %15, true
  %17 = and i1 %5, false
  %18 = and i1 %4, %16
  %legal = or i1 %18, %17
  ret i1 %legal
}

define internal void @cardc.effect.2(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_target(ptr %0, i32 1, i32 0)
  call void @cardrt_sel_target(ptr %0, i32 2, i32 1)
  %2 = call i32 @cardrt_fx_damage(ptr %0, i32 1, i32 2, i32 %1)
  ret void
}

declare void @cardrt_sel_target(ptr, i32, i32)

declare i32 @cardrt_sel_stat(ptr, i32, i32)

declare i32 @cardrt_fx_damage(ptr, i32, i32, i32)

define internal i1 @cardc.legal.4(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.5(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 0, i1 true)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 1)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %2)
  ret void
}

declare i32 @cardrt_fx_destroy(ptr, i32, i1)

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_life(ptr, i32, i32)

define internal i1 @cardc.legal.7(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 0
  %9 = and i1 true, %8
  %10 = and i1 %9, true
  %11 = and i1 %10, true
  %12 = and i1 %5, false
  %13 = and i1 %4, %11
  %legal = or i1 %13, %12
  ret i1 %legal
}

define internal void @cardc.effect.8(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_counter(ptr %0, i32 0)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 2)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %2)
  ret void
}

declare i32 @cardrt_fx_counter(ptr, i32)

define internal i1 @cardc.legal.10(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.11(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 3)
  %2 = icmp slt i32 %1, 0
  %3 = select i1 %2, i32 0, i32 %1
  %4 = add i32 %3, 1
  %half = sdiv i32 %4, 2
  call void @cardrt_sel_target(ptr %0, i32 1, i32 0)
  %5 = sub i32 0, %half
  %6 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %5)
  ret void
}

define internal i1 @cardc.legal.13(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.14(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_sacrifice_n(ptr %0, i32 0, ptr @cardc.affects.15, i32 1, i32 1)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 1, i32 1)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 2, i32 %2)
  ret void
}

define internal i1 @cardc.affects.15(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare i32 @cardrt_fx_sacrifice_n(ptr, i32, ptr, i32, i32)

define internal i1 @cardc.match.17(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 8
  %source = load i32, ptr %4, align 4
  %5 = icmp eq i32 %source, %1
  %6 = icmp eq i32 %kind, 2
  %7 = and i1 %6, %5
  %8 = getelementptr i8, ptr %2, i32 8
  %source1 = load i32, ptr %8, align 4
  %9 = getelementptr i8, ptr %2, i32 56
  %combat = load i8, ptr %9, align 1
  %10 = icmp ne i8 %combat, 0
  %11 = and i1 %7, %10
  %12 = getelementptr i8, ptr %2, i32 16
  %tid = load i32, ptr %12, align 4
  %13 = getelementptr i8, ptr %2, i32 12
  %tkind = load i32, ptr %13, align 4
  %14 = icmp eq i32 %tkind, 2
  %15 = and i1 %14, true
  %16 = and i1 %11, %15
  %17 = and i1 %16, true
  ret i1 %17
}

define internal void @cardc.effect.18(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_top(ptr %0, i32 1, i32 0, i32 1)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 1, i32 0)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 1, i32 2)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 2, i32 %2)
  ret void
}

declare void @cardrt_sel_top(ptr, i32, i32, i32)

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)

define internal i1 @cardc.legal.20(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.21(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_counters(ptr %0, i32 0, ptr @.str.27, i32 1)
  %2 = call i32 @cardrt_sel_counters(ptr %0, i32 0, ptr @.str.28)
  %3 = mul i32 1, %2
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %4 = call i32 @cardrt_fx_draw(ptr %0, i32 1, i32 %3)
  ret void
}

declare i32 @cardrt_fx_counters(ptr, i32, ptr, i32)

declare i32 @cardrt_sel_counters(ptr, i32, ptr)

declare i32 @cardrt_fx_draw(ptr, i32, i32)
